/**
 * A form that saves through the API (react-hook-form for the values, validation and dirty
 * state). A failed save never loses what was typed: the values stay in the form; the server's
 * field problems land on their fields in the reader's language, chosen by their codes (and the
 * first one is focused); a 5xx or a lost connection
 * shows one message with a retry. After a successful save the form takes the saved values as its
 * new starting point, so it is no longer dirty and the unsaved-changes guard lets the page go.
 */
import type { ClientError, Result } from "@canvass/sdk/client";
import { useCallback, useRef, useState, type BaseSyntheticEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { useT } from "../../i18n/use-t";
import { fieldPathsOf, saveFailureOf, type SaveFailure } from "./problem-fields";

export interface ServerFormOptions<V extends FieldValues, R> {
  readonly defaultValues: DefaultValues<V>;
  /** The API call; receives the validated values. */
  readonly save: (values: V) => Promise<Result<R>>;
  /** After a successful save (navigate, toast, record the last edited entity). */
  readonly onSaved: (saved: R, values: V) => void;
}

export interface ServerForm<V extends FieldValues> {
  readonly form: UseFormReturn<V>;
  /** The form's `onSubmit`. */
  readonly submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last save's failure, until the next attempt. */
  readonly failure: SaveFailure | undefined;
  readonly submitting: boolean;
  /** The form has unsaved changes (for `UnsavedChangesGuard`). */
  readonly dirty: boolean;
  /**
   * Read when the page is about to change: false once a save succeeded, even before React has
   * re-rendered, so the navigation that follows a save is never blocked.
   */
  readonly blocksLeaving: () => boolean;
}

export function useServerForm<V extends FieldValues, R>(
  options: ServerFormOptions<V, R>,
): ServerForm<V> {
  const form = useForm<V>({ defaultValues: options.defaultValues, mode: "onTouched" });
  const [failure, setFailure] = useState<SaveFailure | undefined>(undefined);
  const saved = useRef(false);
  const t = useT();
  const { save, onSaved } = options;

  const applyFailure = useCallback(
    (error: ClientError) => {
      const names = fieldPathsOf(form.getValues());
      const found = saveFailureOf(error, names, t);
      const entries = Object.entries(found.fields);
      entries.forEach(([name, message], index) => {
        form.setError(name as Path<V>, { type: "server", message }, { shouldFocus: index === 0 });
      });
      setFailure(found);
    },
    [form, t],
  );

  const submit = useCallback(
    (event?: BaseSyntheticEvent) =>
      form.handleSubmit(async (values) => {
        setFailure(undefined);
        const result = await save(values);
        if (!result.ok) {
          applyFailure(result.error);
          return;
        }
        saved.current = true;
        form.reset(values);
        onSaved(result.data, values);
      })(event),
    [form, save, onSaved, applyFailure],
  );
  const dirty = form.formState.isDirty;
  const blocksLeaving = useCallback(() => !saved.current && form.formState.isDirty, [form]);

  return { form, submit, failure, submitting: form.formState.isSubmitting, dirty, blocksLeaving };
}
