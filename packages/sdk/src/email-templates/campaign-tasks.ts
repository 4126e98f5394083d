/**
 * Which template a campaign task sends (decision 0039). A task (`raw_processes[]`: a type and a
 * settings reference) sends a template when its `settings` is the template's path,
 * `emails/templates/{id}/` (the trailing slash optional). A template is in use while a task
 * names it, and cannot be deleted then.
 */
const TEMPLATE_SETTINGS = /^\/?emails\/templates\/([A-Za-z0-9_-]+)\/?$/;

/** The template id a task's settings reference names, or null. */
export function templateOfTaskSettings(settings: string): string | null {
  return TEMPLATE_SETTINGS.exec(settings.trim())?.[1] ?? null;
}

/** The settings reference a task uses to send a template. */
export function taskSettingsForTemplate(id: string): string {
  return `emails/templates/${id}/`;
}
