/** How the form's sections change the draft: a recipe over a mutable copy, and the paths it touches. */
import type { PackageDraft } from '../packageDraft';

export type DraftRecipe = (draft: PackageDraft) => void;
/** Applies `recipe` to the draft and marks `paths` as changed (their problems show, the server's go). */
export type EditDraft = (recipe: DraftRecipe, ...paths: string[]) => void;
