/**
 * The package form's state: the draft, which fields show their problem, and what the
 * server said. A problem shows once its field was left or changed, all at once after a
 * save attempt, and wherever the server's 400 put one (until that field changes).
 */
import { createNextState } from '@reduxjs/toolkit';
import { useCallback, useId, useMemo, useState } from 'react';
import { draftProblems, type PackageDraft } from '../packageDraft';
import type { DraftRecipe } from './editing';
import { pathId, type FieldKit } from './fieldKit';

export function useDraftState(initial: PackageDraft) {
  const prefix = useId();
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const problems = useMemo(() => draftProblems(draft), [draft]);

  const touch = useCallback((path: string) => {
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
  }, []);

  const kit: FieldKit = useMemo(
    () => ({
      idOf: (path) => pathId(prefix, path),
      errorOf: (path) => serverFields[path] ?? (showAll || touched.has(path) ? problems[path] : undefined),
      touch,
    }),
    [prefix, serverFields, showAll, touched, problems, touch],
  );

  const edit = useCallback((recipe: DraftRecipe, ...paths: string[]) => {
    setDraft((current) => createNextState(current, recipe));
    setTouched((current) => {
      const next = new Set(current);
      paths.forEach((path) => next.add(path));
      return next;
    });
    // What the server said about a field no longer holds once it changes.
    forgetServerFields(setServerFields, paths);
  }, []);

  /** After a save attempt: every problem shows, and what the server named (when it answered) first. */
  const showProblems = useCallback((fromServer?: Record<string, string>) => {
    if (fromServer) setServerFields(fromServer);
    setShowAll(true);
  }, []);

  const startOver = useCallback((next: PackageDraft) => {
    setDraft(next);
    setTouched(new Set());
    setShowAll(false);
    setServerFields({});
  }, []);

  const forget = useCallback((...paths: string[]) => forgetServerFields(setServerFields, paths), []);

  return { prefix, draft, problems, kit, edit, showProblems, startOver, forgetServerFields: forget };
}

function forgetServerFields(set: (update: (current: Record<string, string>) => Record<string, string>) => void, paths: string[]) {
  set((current) => {
    if (!paths.some((path) => path in current)) return current;
    const next = { ...current };
    paths.forEach((path) => delete next[path]);
    return next;
  });
}
