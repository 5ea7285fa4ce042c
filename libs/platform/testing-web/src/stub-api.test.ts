import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, stubApi } from './stub-api';

describe('stubApi', () => {
  it('answers a relative call with the route of its method and path, and records it', async () => {
    const api = stubApi({
      'GET /api/user/me': reply(200, { name: 'Erin' }),
      'POST /api/contact': ({ body }) => reply(201, { echoed: body }),
    });
    const me = await fetch(new Request('/api/user/me?lang=en'));
    expect(await me.json()).toEqual({ name: 'Erin' });
    const sent = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subject: 'Hi' }),
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ echoed: { subject: 'Hi' } });
    expect(api.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/user/me?lang=en',
      'POST /api/contact',
    ]);
    expect(api.calls[0]?.query.get('lang')).toBe('en');
    expect(api.callsTo('POST /api/contact')[0]?.body).toEqual({ subject: 'Hi' });
  });

  it('matches a :name segment, decoded, and prefers a literal path', async () => {
    const api = stubApi({
      'GET /api/groups/:id': ({ params }) => reply(200, { id: params.id }),
      'GET /api/groups/all': reply(200, { all: true }),
    });
    expect(await (await fetch('/api/groups/21')).json()).toEqual({ id: '21' });
    expect(await (await fetch('/api/groups/all')).json()).toEqual({ all: true });
    await fetch('/api/groups/erin%40acme.example');
    expect(api.calls.at(-1)?.params).toEqual({ id: 'erin@acme.example' });
  });

  it('lets a test replace one answer, and keeps the others', async () => {
    const api = stubApi(
      { 'GET /api/a': reply(200, { a: 1 }), 'GET /api/b': reply(200, { b: 1 }) },
      { 'GET /api/a': reply(500, { message: 'boom' }) },
    );
    expect((await fetch('/api/a')).status).toBe(500);
    api.answer('GET /api/a', reply(204));
    expect((await fetch('/api/a')).status).toBe(204);
    expect((await fetch('/api/b')).status).toBe(200);
  });

  // Expected to fail: the unanswered call fails the test once it ends.
  it.fails('answers 501 to a call no route answers, and fails the test when it ends', async () => {
    stubApi({});
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await fetch('/api/nowhere', { method: 'DELETE' });
    expect(answer.status).toBe(501);
    expect(consoleError).toHaveBeenCalledWith('stubApi: no route answers DELETE /api/nowhere');
  });
});

describe('stubApi set up before each test', () => {
  beforeEach(() => {
    stubApi({ 'GET /api/ping': reply(200, { pong: true }) });
  });

  it('serves the test that follows', async () => {
    expect(await (await fetch('/api/ping')).json()).toEqual({ pong: true });
  });
});
