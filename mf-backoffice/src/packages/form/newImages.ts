/**
 * The new image files chosen for a package: previews through object URLs (revoked when a file
 * is removed, the form resets or leaves the page), and the limits the catalogue enforces,
 * checked before sending so a refused file is named at once. The catalogue still checks each
 * file's bytes: a browser's type can be wrong.
 */

import { PACKAGE_IMAGE_LIMITS, PACKAGE_IMAGE_MESSAGES, PACKAGE_IMAGE_TYPES } from '@agency/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { rowKey } from '../packageDraft';

export interface NewImage {
  key: string;
  file: File;
  /** The preview's object URL. */
  url: string;
}

/** Which of `files` may join `newCount` new and `keptCount` kept images, and why the others may not. */
export function admitImages(files: readonly File[], newCount: number, keptCount: number): { admitted: File[]; refusals: string[] } {
  const admitted: File[] = [];
  const refusals = new Set<string>();
  for (const file of files) {
    const total = newCount + admitted.length;
    if (!(PACKAGE_IMAGE_TYPES as readonly string[]).includes(file.type)) refusals.add(`${file.name}: ${PACKAGE_IMAGE_MESSAGES.notAnImage}`);
    else if (file.size > PACKAGE_IMAGE_LIMITS.maxFileBytes) refusals.add(`${file.name}: ${PACKAGE_IMAGE_MESSAGES.tooLarge}`);
    else if (total >= PACKAGE_IMAGE_LIMITS.maxFilesPerSave) refusals.add(PACKAGE_IMAGE_MESSAGES.tooManyFiles);
    else if (keptCount + total >= PACKAGE_IMAGE_LIMITS.maxImagesPerPackage) refusals.add(PACKAGE_IMAGE_MESSAGES.tooManyImages);
    else admitted.push(file);
  }
  return { admitted, refusals: [...refusals] };
}

export function useNewImages() {
  const [images, setImages] = useState<NewImage[]>([]);
  const current = useRef(images);
  current.current = images;

  // Leaving the form lets go of every preview.
  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const add = useCallback((files: readonly File[]) => {
    const added = files.map((file) => ({ key: rowKey(), file, url: URL.createObjectURL(file) }));
    setImages((list) => [...list, ...added]);
  }, []);

  const remove = useCallback((key: string) => {
    const image = current.current.find((item) => item.key === key);
    if (image) URL.revokeObjectURL(image.url);
    setImages((list) => list.filter((item) => item.key !== key));
  }, []);

  const clear = useCallback(() => {
    current.current.forEach((image) => URL.revokeObjectURL(image.url));
    setImages([]);
  }, []);

  return { images, add, remove, clear };
}
