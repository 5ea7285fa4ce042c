import { expect, test } from '@playwright/test';

/**
 * Every public route of spec/product.md §2 renders its own heading in each language, and the
 * page says which language it is in (<html lang>). The language comes from the query string,
 * the first source of the detection order (spec/product.md §9).
 */
const publicPages: { path: string; heading: Record<'en' | 'es' | 'pt', string> }[] = [
  {
    path: '/',
    heading: {
      en: 'Know the people you work with',
      es: 'Conoce a las personas con las que trabajas',
      pt: 'Conheça as pessoas com quem você trabalha',
    },
  },
  { path: '/about', heading: { en: 'About us', es: 'Quiénes somos', pt: 'Quem somos' } },
  {
    path: '/privacy-policy',
    heading: {
      en: 'Privacy policy',
      es: 'Política de privacidad',
      pt: 'Política de privacidade',
    },
  },
  {
    path: '/terms-of-use',
    heading: { en: 'Terms of use', es: 'Condiciones de uso', pt: 'Termos de uso' },
  },
  {
    path: '/clinical-disclaimer',
    heading: {
      en: 'Clinical disclaimer',
      es: 'Aviso de uso no clínico',
      pt: 'Aviso de uso não clínico',
    },
  },
  {
    path: '/legal-notice',
    heading: { en: 'Legal notice', es: 'Aviso legal', pt: 'Aviso legal' },
  },
  {
    path: '/cookies-policy',
    heading: { en: 'Cookies policy', es: 'Política de cookies', pt: 'Política de cookies' },
  },
  {
    path: '/quality-policy',
    heading: { en: 'Quality policy', es: 'Política de calidad', pt: 'Política de qualidade' },
  },
  {
    path: '/accessibility',
    heading: { en: 'Accessibility', es: 'Accesibilidad', pt: 'Acessibilidade' },
  },
  {
    path: '/contact',
    heading: { en: 'Contact us', es: 'Contacta con nosotros', pt: 'Fale conosco' },
  },
  { path: '/login', heading: { en: 'Sign in', es: 'Iniciar sesión', pt: 'Entrar' } },
  {
    path: '/no-such-page',
    heading: {
      en: 'This page does not exist',
      es: 'Esta página no existe',
      pt: 'Esta página não existe',
    },
  },
];

for (const language of ['en', 'es', 'pt'] as const) {
  test(`every public page renders in ${language}`, async ({ page }) => {
    for (const { path, heading } of publicPages) {
      await page.goto(`${path}?lang=${language}`);
      await expect(
        page.getByRole('heading', { level: 1, name: heading[language], exact: true }),
        `${path} in ${language}`,
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
  });
}
