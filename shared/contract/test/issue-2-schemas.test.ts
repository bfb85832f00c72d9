import {
  authTokenSchema,
  currentUserSchema,
  codeForStatus,
  ERROR_CODES,
  errorBodySchema,
  requestIdOf,
  onboardingInfoSchema,
  projectCreateBodySchema,
  projectListQuerySchema,
  projectPatchBodySchema,
  projectSchema,
  registerBodySchema,
  resendVerificationEmailBodySchema,
  rootInfoSchema,
  tokenBodySchema,
  userListQuerySchema,
  userSchema,
  userStatusQuerySchema,
  userStatusSchema,
  verifyEmailBodySchema,
  emailTypeOf,
} from '../src';

const id = '0b6e8f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const now = '2025-01-02T03:04:05.678Z';

const user = {
  id,
  email: 'ada@example.com',
  is_organizational_email: true,
  first_name: 'Ada',
  last_name: 'Lovelace',
  organization_name: 'Engines',
  status: 'active',
  onboarding_info: { role_in_organization: 'Analyst', goal: 'Extract contracts' },
  created_at: now,
};

describe('users', () => {
  test('user status enum has exactly the five spec statuses', () => {
    expect(userStatusSchema.options.sort()).toEqual(
      ['active', 'inactive', 'pending_admin_review', 'pending_onboarding_info', 'refused'].sort(),
    );
  });

  test('R3.01 user and current user', () => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.safeParse({ ...user, onboarding_info: null }).success).toBe(true);
    expect(userSchema.safeParse({ ...user, status: 'banned' }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, id: 'nope' }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, created_at: 'yesterday' }).success).toBe(false);
    const current = {
      ...user,
      is_super_admin: false,
      masked_api_key: null,
      api_key_created_at: null,
    };
    expect(currentUserSchema.safeParse(current).success).toBe(true);
    expect(currentUserSchema.safeParse(user).success).toBe(false);
    expect(emailTypeOf(user)).toBe('organizational');
    expect(emailTypeOf({ is_organizational_email: false })).toBe('personal');
  });

  test('R3.02 onboarding payload is trimmed and required', () => {
    expect(onboardingInfoSchema.parse({ role_in_organization: ' CTO ', goal: ' Graphs ' })).toEqual(
      {
        role_in_organization: 'CTO',
        goal: 'Graphs',
      },
    );
    expect(onboardingInfoSchema.safeParse({ role_in_organization: '  ', goal: 'x' }).success).toBe(
      false,
    );
    expect(onboardingInfoSchema.safeParse({ role_in_organization: 'x' }).success).toBe(false);
    expect(
      onboardingInfoSchema.safeParse({ role_in_organization: 'x', goal: 'y'.repeat(2001) }).success,
    ).toBe(false);
  });

  test('R4.01 user list and status queries', () => {
    expect(userListQuerySchema.parse({})).toEqual({});
    expect(
      userListQuerySchema.safeParse({ search: 'ada', status: 'active', sort: '-created_at' })
        .success,
    ).toBe(true);
    expect(userListQuerySchema.safeParse({ sort: 'password' }).success).toBe(false);
    expect(userStatusQuerySchema.safeParse({ status: 'refused' }).success).toBe(true);
    expect(userStatusQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe('auth', () => {
  const register = {
    email: 'ada@example.com',
    password: 'correct horse',
    first_name: 'Ada',
    last_name: 'Lovelace',
    organization_name: 'Engines',
  };

  test('register body', () => {
    expect(registerBodySchema.safeParse(register).success).toBe(true);
    expect(registerBodySchema.safeParse({ ...register, email: 'not-an-email' }).success).toBe(
      false,
    );
    expect(registerBodySchema.safeParse({ ...register, password: 'short' }).success).toBe(false);
    expect(registerBodySchema.safeParse({ ...register, password: 'x'.repeat(129) }).success).toBe(
      false,
    );
    expect(registerBodySchema.safeParse({ ...register, first_name: ' ' }).success).toBe(false);
  });

  test('token, verify and resend bodies', () => {
    expect(tokenBodySchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(tokenBodySchema.safeParse({ email: 'a@b.co' }).success).toBe(false);
    expect(verifyEmailBodySchema.safeParse({ token: 'abc' }).success).toBe(true);
    expect(verifyEmailBodySchema.safeParse({ token: '' }).success).toBe(false);
    expect(resendVerificationEmailBodySchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(resendVerificationEmailBodySchema.safeParse({ email: 'a' }).success).toBe(false);
  });

  test('R3.03 stored token: next_authorize_url optional and nullable', () => {
    expect(authTokenSchema.safeParse({ token_type: 'bearer', access_token: 't' }).success).toBe(
      true,
    );
    expect(
      authTokenSchema.safeParse({
        token_type: 'bearer',
        access_token: 't',
        next_authorize_url: null,
      }).success,
    ).toBe(true);
    expect(authTokenSchema.safeParse({ token_type: 'mac', access_token: 't' }).success).toBe(false);
  });
});

describe('projects', () => {
  test('project entity', () => {
    const project = { id, name: 'P', description: '', created_at: now, updated_at: now };
    expect(projectSchema.safeParse(project).success).toBe(true);
    expect(projectSchema.safeParse({ ...project, updated_at: undefined }).success).toBe(false);
  });

  test('create body trims the name and defaults the description', () => {
    expect(projectCreateBodySchema.parse({ name: '  Alpha  ' })).toEqual({
      name: 'Alpha',
      description: '',
    });
    expect(projectCreateBodySchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(projectCreateBodySchema.safeParse({ name: 'x'.repeat(201) }).success).toBe(false);
    expect(
      projectCreateBodySchema.safeParse({ name: 'a', description: 'd'.repeat(2001) }).success,
    ).toBe(false);
  });

  test('patch body needs at least one field', () => {
    expect(projectPatchBodySchema.safeParse({ name: 'New' }).success).toBe(true);
    expect(projectPatchBodySchema.safeParse({ description: '' }).success).toBe(true);
    expect(projectPatchBodySchema.safeParse({}).success).toBe(false);
    expect(projectPatchBodySchema.safeParse({ name: '' }).success).toBe(false);
  });

  test('list query search is optional', () => {
    expect(projectListQuerySchema.parse({})).toEqual({});
    expect(projectListQuerySchema.parse({ search: ' al ' })).toEqual({ search: 'al' });
  });
});

describe('common', () => {
  test('R8.01 error body: detail, a code from the one list, the request id', () => {
    const base = { detail: 'Project not found', code: 'project_not_found', request_id: 'r-1' };
    expect(errorBodySchema.safeParse(base).success).toBe(true);
    expect(
      errorBodySchema.safeParse({
        ...base,
        code: 'validation_failed',
        errors: [{ path: 'name', message: 'Required' }],
      }).success,
    ).toBe(true);
    expect(errorBodySchema.safeParse({ detail: 'Project not found' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ ...base, code: 'made_up' }).success).toBe(false);
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  test('error codes are unique, snake_case, and every typed not-found of spec section 7 has one', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    for (const entity of [
      'user',
      'project',
      'collection',
      'document',
      'run',
      'ontology',
      'ontology_version',
      'knowledge_base',
      'dashboard',
    ]) {
      expect(ERROR_CODES).toContain(`${entity}_not_found`);
    }
  });

  test('a request id is kept only when it is short and safe', () => {
    expect(requestIdOf('edge-7f3a:1')).toBe('edge-7f3a:1');
    for (const unsafe of ['a b', 'x\ny', 'x'.repeat(65), '', undefined, ['a']]) {
      expect(requestIdOf(unsafe)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(codeForStatus(413)).toBe('body_too_large');
    expect(codeForStatus(400)).toBe('bad_request');
    expect(codeForStatus(503)).toBe('internal_error');
  });

  test('root info', () => {
    expect(
      rootInfoSchema.safeParse({ name: 'ontoloom', version: '0.43.0', api_version: '2.1.0' })
        .success,
    ).toBe(true);
    expect(
      rootInfoSchema.safeParse({ name: 'other', version: '1', api_version: '2' }).success,
    ).toBe(false);
  });
});
