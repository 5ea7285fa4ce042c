import { expect, type APIRequestContext } from '@playwright/test';

/** A mail as the development outbox (/api/dev/mail) lists it. */
export interface DevMail {
  /** Its number in the outbox: `/api/dev/mail/{id}` answers its HTML. */
  id: number;
  kind: string;
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  links: string[];
}

/** The mail the development outbox holds for `to`, as it is now. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<DevMail[]> {
  const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as DevMail[]).filter((mail) => mail.to === to);
}

/**
 * The path of the first link starting with `pathPrefix` in the mail sent to `to`, waiting for
 * the mail to arrive. The mail is rendered with the server's own address, so only the path is
 * kept and opened on the address the browser already uses.
 */
export async function linkPathMailedTo(
  request: APIRequestContext,
  to: string,
  pathPrefix: string,
  options: { timeout?: number } = {},
): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const link = (await mailsTo(request, to))
          .flatMap((mail) => mail.links)
          .find((address) => new URL(address).pathname.startsWith(pathPrefix));
        path = link ? new URL(link).pathname : '';
        return path;
      },
      { message: `a mail to ${to} with a ${pathPrefix} link`, ...options },
    )
    .not.toBe('');
  return path;
}
