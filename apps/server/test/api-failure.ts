import { expect } from 'vitest';
import { ClientResponseError } from 'pocketbase';

/** PocketBase's error JSON (reference §2.1). */
export type ErrorBody = {
  code: number;
  message: string;
  data: Record<string, { code?: string; message?: string }>;
};

export type ApiFailure = { status: number; body: ErrorBody };

/**
 * The status and JSON body of a failed SDK call; throws when the call succeeded, so a test that
 * expects a refusal cannot pass by accident.
 */
export async function failureOf(call: Promise<unknown>): Promise<ApiFailure> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof ClientResponseError)) throw error;
    return { status: error.status, body: error.response as ErrorBody };
  }
  throw new Error('expected the call to fail');
}

export type RawResponse = { status: number; headers: Headers; text: string; json: unknown };

/** Raw `fetch` for what the SDK cannot send; returns status, headers and the parsed body. */
export async function rawRequest(url: string, init: RequestInit = {}): Promise<RawResponse> {
  const response = await fetch(url, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The response is PocketBase's error JSON with this status. */
export function expectErrorShape(response: RawResponse, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = response.json as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
  expect(body.code).toBe(status);
  expect(body.message).toMatch(/^[A-Z].*\.$/);
  expect(typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)).toBe(
    true,
  );
}
