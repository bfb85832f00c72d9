import { registerTranslations } from '../i18n/i18n';

/** Namespace of the dev shell's own strings (the shell ships only in development builds). */
export const DEV_SHELL_NAMESPACE = 'devShell';

export const devShellEn = {
  badge: 'Dev shell',
  remote: 'Standalone <code>{{name}}</code>',
  signIn: {
    title: 'Sign in (development)',
    description: 'Signs in against the API at {{api}}, as the host does once remote-auth runs.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    required: 'Enter an email address and a password.',
    wrongCredentials: 'Wrong email or password.',
    failed: 'Sign-in failed: {{message}}',
    unreachable: 'The API at {{api}} cannot be reached. Start it with `pnpm start` or `pnpm dev`.',
    apiHint: 'Another API: add ?api=<url> to the address (kept until ?api= with no value).',
  },
  home: {
    title: 'Signed in',
    summary: 'Signed in as {{email}} (status {{status}}).',
    notActive:
      'This account is not active (status {{status}}): the app areas need an active account.',
    areas: 'Areas of this remote',
  },
  projects: {
    title: 'Projects',
    description: 'Pick a project to open this remote inside it.',
    empty: 'No projects yet: create one in remote-projects or through the API.',
  },
};

type Resources = typeof devShellEn;

export const devShellFr: Resources = {
  badge: 'Shell de dev',
  remote: '<code>{{name}}</code> autonome',
  signIn: {
    title: 'Connexion (développement)',
    description:
      "Connexion à l'API {{api}}, comme le fait l'hôte lorsque remote-auth est en service.",
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    required: 'Saisissez une adresse e-mail et un mot de passe.',
    wrongCredentials: 'Adresse e-mail ou mot de passe incorrect.',
    failed: 'La connexion a échoué : {{message}}',
    unreachable: "L'API {{api}} est injoignable. Démarrez-la avec `pnpm start` ou `pnpm dev`.",
    apiHint: "Autre API : ajoutez ?api=<url> à l'adresse (conservé jusqu'à ?api= sans valeur).",
  },
  home: {
    title: 'Connecté',
    summary: 'Connecté en tant que {{email}} (statut {{status}}).',
    notActive:
      "Ce compte n'est pas actif (statut {{status}}) : les espaces de l'application exigent un compte actif.",
    areas: 'Espaces de ce remote',
  },
  projects: {
    title: 'Projets',
    description: 'Choisissez un projet pour y ouvrir ce remote.',
    empty: "Aucun projet pour l'instant : créez-en un dans remote-projects ou via l'API.",
  },
};

export const devShellAr: Resources = {
  badge: 'واجهة التطوير',
  remote: '<code>{{name}}</code> مستقل',
  signIn: {
    title: 'تسجيل الدخول (للتطوير)',
    description: 'يسجّل الدخول عبر الواجهة البرمجية {{api}}، كما يفعل المضيف عند تشغيل remote-auth.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    required: 'أدخل بريدًا إلكترونيًا وكلمة مرور.',
    wrongCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    failed: 'تعذّر تسجيل الدخول: {{message}}',
    unreachable:
      'تعذّر الوصول إلى الواجهة البرمجية {{api}}. شغّلها باستخدام `pnpm start` أو `pnpm dev`.',
    apiHint: 'لاستخدام واجهة برمجية أخرى: أضف ?api=<url> إلى العنوان (يبقى حتى ?api= بلا قيمة).',
  },
  home: {
    title: 'تم تسجيل الدخول',
    summary: 'تم تسجيل الدخول باسم {{email}} (الحالة {{status}}).',
    notActive: 'هذا الحساب غير نشط (الحالة {{status}}): تتطلب أقسام التطبيق حسابًا نشطًا.',
    areas: 'أقسام هذا الـ remote',
  },
  projects: {
    title: 'المشاريع',
    description: 'اختر مشروعًا لفتح هذا الـ remote داخله.',
    empty: 'لا توجد مشاريع بعد: أنشئ مشروعًا في remote-projects أو عبر الواجهة البرمجية.',
  },
};

registerTranslations(DEV_SHELL_NAMESPACE, {
  en: devShellEn,
  loaders: { fr: async () => devShellFr, ar: async () => devShellAr },
});
