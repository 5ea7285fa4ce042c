import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveriesQuerySchema,
  webhookDescriptionMaxLength,
  webhookEndpointParamsSchema,
  webhookEventTypes,
  webhookUrlMaxLength,
  webhookUrlSchema,
} from './webhooks-schemas';

/** The problems of a refused value, one `path: message` per issue, as the API answers them. */
function problemsOf(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const longUrl = (length: number) => {
  const start = 'https://hooks.example.com/';
  return start + 'a'.repeat(length - start.length);
};

describe('createWebhookEndpointSchema', () => {
  it('takes an address and events, without duplicates, scores off by default', () => {
    expect(
      createWebhookEndpointSchema.parse({
        url: ' https://hooks.example.com/facet ',
        events: ['result.ready', 'result.ready'],
      }),
    ).toEqual({
      url: 'https://hooks.example.com/facet',
      events: ['result.ready'],
      include_scores: false,
    });
  });

  it('refuses no events, unknown events, other schemes and unknown fields', () => {
    const valid = { url: 'https://hooks.example.com', events: ['employee.left'] };
    expect(createWebhookEndpointSchema.safeParse({ ...valid, events: [] }).success).toBe(false);
    expect(createWebhookEndpointSchema.safeParse({ ...valid, events: ['ping'] }).success).toBe(
      false,
    );
    expect(
      createWebhookEndpointSchema.safeParse({ ...valid, url: 'ftp://x.example' }).success,
    ).toBe(false);
    expect(createWebhookEndpointSchema.safeParse({ ...valid, company_id: 2 }).success).toBe(false);
  });
});

describe('webhookUrlSchema', () => {
  it('takes an address up to the longest length, and names the limit past it', () => {
    expect(webhookUrlSchema.parse(longUrl(webhookUrlMaxLength))).toHaveLength(webhookUrlMaxLength);
    expect(problemsOf(webhookUrlSchema, longUrl(webhookUrlMaxLength + 1))).toEqual([
      `: must be at most ${webhookUrlMaxLength} characters`,
    ]);
  });

  it('leaves http to the server, which allows it in development only', () => {
    expect(webhookUrlSchema.parse('http://localhost:3000/hook')).toBe('http://localhost:3000/hook');
  });

  it('refuses what is not a web address, saying https is wanted', () => {
    for (const typed of [
      'hooks.example.com',
      'javascript:alert(1)',
      'mailto:it@acme.example',
      '',
    ]) {
      expect(problemsOf(webhookUrlSchema, typed), typed).toEqual([': must be an https:// address']);
    }
  });
});

describe('the fields of a new endpoint', () => {
  const valid = { url: 'https://hooks.example.com', events: ['result.ready'] };

  it('offers every integration event, and no ping', () => {
    expect(webhookEventTypes).toEqual([
      'invitation.accepted',
      'assessment.completed',
      'result.ready',
      'employee.left',
      'application.submitted',
    ]);
    expect(
      createWebhookEndpointSchema.parse({ ...valid, events: [...webhookEventTypes] }).events,
    ).toEqual(webhookEventTypes);
  });

  it('names each field in trouble with its reason', () => {
    expect(problemsOf(createWebhookEndpointSchema, { ...valid, events: [] })).toEqual([
      'events: must name at least one event',
    ]);
    expect(
      problemsOf(createWebhookEndpointSchema, { ...valid, events: ['result.ready', 'ping'] }),
    ).toEqual(['events.1: is not an event you can subscribe to']);
    expect(problemsOf(createWebhookEndpointSchema, { events: ['result.ready'] })).toHaveLength(1);
    expect(problemsOf(createWebhookEndpointSchema, { url: valid.url })[0]).toMatch(/^events: /);
  });

  it('trims the description and keeps it within its length', () => {
    expect(
      createWebhookEndpointSchema.parse({ ...valid, description: '  Workday sync  ' }).description,
    ).toBe('Workday sync');
    const atLimit = 'd'.repeat(webhookDescriptionMaxLength);
    expect(createWebhookEndpointSchema.parse({ ...valid, description: atLimit }).description).toBe(
      atLimit,
    );
    expect(
      problemsOf(createWebhookEndpointSchema, { ...valid, description: `${atLimit}d` }),
    ).toEqual([`description: must be at most ${webhookDescriptionMaxLength} characters`]);
  });

  it('takes include_scores only as a boolean', () => {
    expect(createWebhookEndpointSchema.parse({ ...valid, include_scores: true })).toMatchObject({
      include_scores: true,
    });
    expect(createWebhookEndpointSchema.safeParse({ ...valid, include_scores: 'yes' }).success).toBe(
      false,
    );
  });
});

describe('updateWebhookEndpointSchema', () => {
  it('needs something to change', () => {
    expect(updateWebhookEndpointSchema.safeParse({}).success).toBe(false);
    expect(updateWebhookEndpointSchema.safeParse({ active: false }).success).toBe(true);
    expect(problemsOf(updateWebhookEndpointSchema, {})).toEqual([': names nothing to change']);
  });

  it('never changes the address: a new address is a new endpoint', () => {
    expect(
      updateWebhookEndpointSchema.safeParse({ url: 'https://elsewhere.example.com' }).success,
    ).toBe(false);
  });

  it('clears the description with null and removes repeated events', () => {
    expect(
      updateWebhookEndpointSchema.parse({
        description: null,
        events: ['employee.left', 'employee.left'],
      }),
    ).toEqual({ description: null, events: ['employee.left'] });
    expect(updateWebhookEndpointSchema.safeParse({ events: [] }).success).toBe(false);
  });
});

describe('the path and query of the endpoint routes', () => {
  it('reads the id in the path as a positive whole number', () => {
    expect(webhookEndpointParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '1.5', '0x2', 'abc']) {
      expect(webhookEndpointParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
  });

  it('starts the deliveries at page 1 unless a page is asked for', () => {
    expect(webhookDeliveriesQuerySchema.parse({})).toEqual({ page: 1 });
    expect(webhookDeliveriesQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(webhookDeliveriesQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
