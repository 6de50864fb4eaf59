/**
 * Saving the package form: create (also how a clone is saved) or update, with the
 * new image files, upload progress, and the list's cache refreshed after a write.
 */

import {
  type CallTarget,
  catalogueCalls,
  PACKAGE_IMAGE_PART,
  PACKAGE_PUBLISHED_PART,
  type PackageForm,
  packageFormToWire,
  type ResponseOf,
  targetsFor,
} from '@agency/contracts';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { tokenRefused } from '../session/sessionSlice';
import { readAuthToken } from '../storage';
import type { DraftFormValues } from './packageDraft';
import { packagesApi } from './packagesApi';
import { publishingApi } from './publishing/publishingApi';
import { sendPackageForm, UploadUnanswered } from './uploadPackage';

export type SavedPackage = ResponseOf<typeof catalogueCalls.createPackage, 201>['data'];

export type SaveOutcome =
  | { kind: 'saved'; saved: SavedPackage }
  /** The server refused: its status, its message, and the fields it named (form paths). */
  | { kind: 'refused'; status: number; message: string | undefined; fields: Record<string, string> }
  /** No answer at all. */
  | { kind: 'unanswered' };

export interface SaveRequest {
  /** Absent: create (POST). */
  id?: number;
  values: DraftFormValues;
  files: readonly File[];
  /** Sent as the `published` part when given. */
  published?: boolean;
}

export function useSavePackage() {
  const dispatch = useDispatch();
  /** 0 to 1 while sending, null otherwise. */
  const [progress, setProgress] = useState<number | null>(null);

  const save = useCallback(
    async ({ id, values, files, published }: SaveRequest): Promise<SaveOutcome> => {
      const body = new FormData();
      // The values passed the same rules the contract states; the wire mapping is the contract's.
      for (const [part, text] of Object.entries(packageFormToWire(values as unknown as PackageForm))) body.append(part, text);
      if (published !== undefined) body.append(PACKAGE_PUBLISHED_PART, String(published));
      for (const file of files) body.append(PACKAGE_IMAGE_PART, file, file.name);
      const token = readAuthToken();
      setProgress(0);
      try {
        const answer = await sendPackageForm({
          ...saveTargetOf(id),
          body,
          token,
          onProgress: setProgress,
        });
        const data = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as Record<string, unknown>;
        if (answer.status >= 200 && answer.status < 300 && typeof data.data === 'object' && data.data !== null) {
          dispatch(packagesApi.util.invalidateTags(id === undefined ? ['Packages'] : ['Packages', { type: 'Package', id }]));
          // A save can make a draft of a package the home page shows.
          dispatch(publishingApi.util.invalidateTags(['HomePlacements']));
          return { kind: 'saved', saved: data.data as SavedPackage };
        }
        // A refused token ends the session, as it does for every other staff call.
        if (answer.status === 401 && token) dispatch(tokenRefused(token));
        return {
          kind: 'refused',
          status: answer.status,
          message: typeof data.message === 'string' && data.message !== '' ? data.message : undefined,
          fields: isTextMap(data.fields) ? data.fields : {},
        };
      } catch (error) {
        if (error instanceof UploadUnanswered) return { kind: 'unanswered' };
        throw error;
      } finally {
        setProgress(null);
      }
    },
    [dispatch],
  );

  return { save, progress, saving: progress !== null };
}

const catalogue = targetsFor(catalogueCalls);

/** Where a save goes: a new package (also a clone) or an update, both multipart, as their contracts say. */
export function saveTargetOf(id: number | undefined): CallTarget {
  return id === undefined ? catalogue.createPackage() : catalogue.updatePackage({ id });
}

function isTextMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((text) => typeof text === 'string');
}
