import type { Messages } from "./messages";

/**
 * Joins the areas' message files of one locale (the modules of an eager `import.meta.glob`) into
 * one flat table. A key defined by two areas is a mistake: it throws, naming the key.
 */
export function joinAreas(modules: Readonly<Record<string, { messages: Messages }>>): Messages {
  const joined: Record<string, string> = {};
  for (const [file, module] of Object.entries(modules)) {
    for (const [key, text] of Object.entries(module.messages)) {
      if (Object.hasOwn(joined, key))
        throw new Error(`Message "${key}" is defined twice (${file})`);
      joined[key] = text;
    }
  }
  return joined;
}
