/** Schemas shared by many contracts. */
import { MAX_ROW_ID } from './entities/constants';

export const idParam = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ROW_ID } },
  required: ['id'],
  additionalProperties: false,
  errorMessage: { properties: { id: 'id must be a positive whole number' } },
} as const;

/**
 * Every error answer: a human message, and for validation failures the failing fields
 * with the spec's message for each (field paths are dotted: `pricing.0.price`).
 */
export const errorResponse = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['statusCode', 'error', 'message'],
} as const;

export const messageResponse = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

export const healthResponse = {
  type: 'object',
  properties: {
    service: { type: 'string' },
    status: { type: 'string', enum: ['ok'] },
    database: { type: 'string', enum: ['mysql', 'sqlite'] },
  },
  required: ['service', 'status', 'database'],
  additionalProperties: false,
} as const;
