import { describe, expect, it } from 'vitest';
import { createWebhookEndpointSchema, updateWebhookEndpointSchema } from './webhooks-schemas';

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

describe('updateWebhookEndpointSchema', () => {
  it('needs something to change', () => {
    expect(updateWebhookEndpointSchema.safeParse({}).success).toBe(false);
    expect(updateWebhookEndpointSchema.safeParse({ active: false }).success).toBe(true);
  });
});
