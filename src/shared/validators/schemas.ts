import { z } from 'zod';
import { validateBusinessLicence } from './business-licence';
import { validateCitizenId } from './citizen-id';
import { validateLicencePlate, validateMobilePhone, validatePersonalName, validateUrl } from './patterns';
import type { ValidationResult } from './result';

/** A string schema whose one refinement reports the validator's own message. */
const schemaOf = (validate: (value: string) => ValidationResult) =>
  z.string().superRefine((value, ctx) => {
    const result = validate(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
  });

export const mobilePhoneSchema = schemaOf(validateMobilePhone);
export const personalNameSchema = schemaOf(validatePersonalName);
export const licencePlateSchema = schemaOf(validateLicencePlate);
export const urlSchema = schemaOf(validateUrl);
export const businessLicenceSchema = schemaOf(validateBusinessLicence);
/** Ages are counted on the day of the check. */
export const citizenIdSchema = schemaOf((value) => validateCitizenId(value));
