/**
 * The package form carried by a save's text parts: JSON parts parsed (one that does not
 * parse is named as such), then validated by the same `packageForm` schema the browser's form
 * follows, so a 400 names every failing field in the spec's words.
 */
import {
  compiledOnFirstUse,
  createAjv,
  fieldErrors,
  hotelNightsProblems,
  PACKAGE_IMAGE_PART,
  PACKAGE_JSON_PARTS,
  type PackageForm,
  packageForm,
  packageFormFromWire,
  packageFormKeyOfPart,
} from '@agency/contracts';
import { badRequest, type HttpError } from '@agency/service-common';

const validatePackageForm = compiledOnFirstUse(() => createAjv().compile<PackageForm>(packageForm));
const jsonParts: ReadonlySet<string> = new Set(PACKAGE_JSON_PARTS);

export const NOT_VALID_JSON = 'Not valid JSON';

/** One 400 for every failing field, worded like the service's schema validation answers. */
export function invalidFields(fields: Record<string, string>): HttpError {
  const messages = Object.values(fields);
  return badRequest(messages.length > 1 ? `Invalid body: ${messages[0]}` : messages[0], fields);
}

/** The validated form of a save's text parts (`request.body`), or a 400 naming every failing field. */
export function packageFormOfParts(parts: Readonly<Record<string, unknown>>): PackageForm {
  const problems: Record<string, string> = {};
  const usable: Record<string, unknown> = {};
  for (const [part, value] of Object.entries(parts)) {
    if (part === PACKAGE_IMAGE_PART) {
      problems[PACKAGE_IMAGE_PART] = 'Images must be sent as files';
    } else if (jsonParts.has(part) && typeof value === 'string' && !parses(value)) {
      problems[packageFormKeyOfPart(part)] = NOT_VALID_JSON;
    } else {
      usable[part] = value;
    }
  }
  const form = packageFormFromWire(usable);
  // A part that did not parse is still a field the form needs: keep it out of "is required".
  const valid = validatePackageForm(form);
  const ruleProblems = valid ? {} : fieldErrors(validatePackageForm.errors);
  for (const [field, message] of Object.entries(ruleProblems)) {
    if (!Object.keys(problems).some((bad) => field === bad || field.startsWith(`${bad}.`))) problems[field] = message;
  }
  // The hotels' nights must fit the package's nights (the form checks the same rule).
  // Checked once the nights and the duration themselves are right, so one mistake gets one message.
  if (!Object.keys(problems).some((field) => field === 'duration' || field.endsWith('.night')))
    Object.assign(problems, hotelNightsProblems(form));
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  return form as PackageForm;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
