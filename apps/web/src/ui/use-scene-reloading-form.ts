import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@rol/protocol/error-codes';
import { codeText } from '../api/error-text.ts';
import { reloadPlayer } from '../api/player-cache.ts';
import { gameBus } from '../events/game-events.ts';
import { useWindowStore } from '../stores/window-store.ts';
import { useFailureText, useUiLang } from './use-failure-text.ts';

export interface SceneReloadingForm<V> {
  /** Reads the submitted form's values. */
  read(form: FormData): V;
  /** The §5 check made before anything is sent; null when the values may go. */
  check(values: V): ErrorCode | null;
  /** The server call. */
  send(values: V): Promise<unknown>;
}

/**
 * An account form whose success reloads the scene (§4: after register, set name or set password):
 * checks locally, calls the server, refetches the player, closes every window and reloads the scene.
 * Answers the submit handler, the translated error to show, and whether the call is under way.
 */
export function useSceneReloadingForm<V>(form: SceneReloadingForm<V>) {
  const lang = useUiLang();
  const failureText = useFailureText();
  const client = useQueryClient();
  const [problem, setProblem] = useState<ErrorCode | null>(null);
  const mutation = useMutation({
    mutationFn: async (values: V) => {
      await form.send(values);
      await reloadPlayer(client);
    },
    onSuccess: () => {
      useWindowStore.getState().closeAll();
      gameBus.emit('scene:reload', undefined);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.read(new FormData(event.currentTarget));
    const found = form.check(values);
    setProblem(found);
    if (found === null) mutation.mutate(values);
  };

  const error = problem ? codeText(problem, lang) : mutation.isError ? failureText(mutation.error) : null;
  return { submit, error, pending: mutation.isPending };
}
