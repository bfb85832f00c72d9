import { isOrganizationalEmail } from '../src/email-domains';

describe('isOrganizationalEmail', () => {
  test.each([
    ['ada@gmail.com', false],
    ['ada@yahoo.fr', false],
    ['ada@hotmail.co.uk', false],
    ['ada@outlook.com', false],
    ['ada@live.com', false],
    ['ada@icloud.com', false],
    ['ada@proton.me', false],
    ['ada@gmx.de', false],
    ['ada@aol.com', false],
    ['ada@acme-corp.com', true],
    ['ada@live-nation.com', true],
    ['ada@outlook.acme.com', true],
  ])('%s → %s', (email, organizational) => {
    expect(isOrganizationalEmail(email)).toBe(organizational);
  });
});
