// The one list of personal mail domains: the API classifies accounts with it
// (is_organizational_email), the sign-up form warns with it.
// Consumer mailbox providers: an address there says nothing about the user's organization.
const personalDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'ymail.com',
  'rocketmail.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'aol.com',
  'mail.com',
  'zohomail.com',
  'mail.ru',
  'inbox.ru',
  'bk.ru',
  'list.ru',
  'qq.com',
  '163.com',
  '126.com',
  'web.de',
  'free.fr',
  'orange.fr',
  'wanadoo.fr',
  'laposte.net',
  'sfr.fr',
  'libero.it',
  'tutanota.com',
  'tuta.io',
  'fastmail.com',
  'hey.com',
  'seznam.cz',
  'naver.com',
]);

// Providers with one domain per country (yahoo.fr, hotmail.co.uk, gmx.de, …).
const personalDomainFamilies = ['yahoo', 'hotmail', 'outlook', 'live', 'gmx', 'yandex'];

/** False for an address at a consumer mailbox provider (gmail.com, yahoo.fr, …). */
export function isOrganizationalEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (personalDomains.has(domain)) return false;
  const [label = '', ...suffix] = domain.split('.');
  // The rest must look like a public suffix (com, fr, co.uk, com.br), not a company's own domain.
  const countrySuffix =
    suffix.length >= 1 && suffix.length <= 2 && suffix.every((part) => part.length <= 3);
  return !(personalDomainFamilies.includes(label) && countrySuffix);
}
