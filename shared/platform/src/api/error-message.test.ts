import { i18n, setLanguage } from '../i18n/i18n';
import { ApiError, apiErrorOf } from './api-error';
import { errorMessage } from './error-message';

const apiError = (status: number, body: unknown) => apiErrorOf({ url: '/api/x', status, body });

afterEach(async () => {
  await setLanguage('en');
});

describe('errorMessage (issue 11: the UI translates by code)', () => {
  test('R8.01 an API error is told by its code, in the current language', async () => {
    const error = apiError(404, {
      detail: 'Project not found',
      code: 'project_not_found',
      request_id: 'r1',
    });
    expect(errorMessage(i18n.t, error)).toBe(
      'This project does not exist or you no longer have access to it.',
    );
    await setLanguage('fr');
    expect(errorMessage(i18n.t, error)).toBe('Ce projet n’existe pas ou vous n’y avez plus accès.');
    await setLanguage('ar');
    expect(errorMessage(i18n.t, error)).toBe(
      'هذا المشروع غير موجود أو لم يعد بإمكانك الوصول إليه.',
    );
  });

  test('raw validation text never shows: a 422 says which fields to check', async () => {
    await setLanguage('fr');
    const error = apiError(422, {
      detail: 'query.state: Too small: expected string to have >=1 characters',
      code: 'validation_failed',
      request_id: 'r2',
      errors: [{ path: 'query.state', message: 'Too small' }],
    });
    const message = errorMessage(i18n.t, error);
    expect(message).toBe('Certaines valeurs ne sont pas valides. Vérifiez les champs signalés.');
    expect(message).not.toContain('Too small');
  });

  test('a body without a known code falls back to its detail; a 5xx never shows its detail', () => {
    expect(errorMessage(i18n.t, apiError(409, { detail: 'Some proxy said no' }))).toBe(
      'Some proxy said no',
    );
    expect(errorMessage(i18n.t, apiError(502, { detail: '<html>Bad gateway</html>' }))).toBe(
      'The server met an unexpected error. Try again in a moment.',
    );
  });

  test('a network failure and any other error get their own translated text', () => {
    expect(errorMessage(i18n.t, new TypeError('Failed to fetch'))).toMatch(/cannot be reached/);
    expect(errorMessage(i18n.t, new Error('x is undefined'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(new ApiError({ url: '/x', status: 500, body: null }).code).toBeNull();
  });
});
