/** The API contract stays one: the checked-in client types match the document, and the document lints clean. */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../lib/core/api/contract';
import { CONTRACT_FILE, contractDocument, lintApiDocument, renderContract } from './contract';

describe('the API contract', () => {
  let document: Record<string, unknown>;
  beforeAll(async () => {
    document = await contractDocument();
  });

  it('has client types generated from the current OpenAPI document (npm run contract)', async () => {
    expect(fs.readFileSync(CONTRACT_FILE, 'utf8'), 'lib/core/api/openapi.ts is out of date: run npm run contract').toBe(await renderContract(document));
  });

  it('passes redocly lint with the recommended rules: no errors, no warnings', async () => {
    const { errors, warnings, problems } = await lintApiDocument(document);
    expect(problems).toEqual([]);
    expect({ errors, warnings }).toEqual({ errors: 0, warnings: 0 });
  }, 60_000);

  it('lists every error code in the Error schema', () => {
    const schemas = (document.components as { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> }).schemas;
    expect(schemas.Error?.properties.code?.enum).toEqual(Object.values(ERROR_CODES));
  });

  it('names every operation, says who may call it, and lists its error answers', () => {
    const paths = document.paths as Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>>;
    const operations = Object.values(paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThanOrEqual(22);
    for (const op of operations) {
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(Array.isArray(op.security), op.operationId).toBe(true);
      expect(Object.keys(op.responses).some((status) => status.startsWith('4')), op.operationId).toBe(true);
    }
  });
});
