import { apiErrorsAr } from './api-errors-ar';
import type { CommonResources } from './common-en';

export const commonAr: CommonResources = {
  app: {
    name: 'Ontoloom',
    pageTitle: '{{page}} — Ontoloom',
    skipToContent: 'انتقل إلى المحتوى',
  },
  nav: {
    main: 'التنقل الرئيسي',
    projects: 'المشاريع',
    settings: 'الإعدادات',
    users: 'المستخدمون',
    userMenu: 'قائمة الحساب',
    signOut: 'تسجيل الخروج',
    signedInAs: 'تم تسجيل الدخول باسم {{name}}',
  },
  breadcrumbs: {
    label: 'مسار التنقل',
    projects: 'المشاريع',
    settings: 'الإعدادات',
    users: 'المستخدمون',
  },
  language: {
    label: 'اللغة',
    names: { en: 'English', fr: 'Français', ar: 'العربية' },
  },
  pending: { loading: 'جارٍ التحميل…' },
  error: {
    network: 'تعذّر الوصول إلى الخادم. تحقق من اتصالك وحاول مرة أخرى.',
    requestId: 'معرّف الطلب: {{id}}',
    title: 'حدث خطأ ما',
    fallback: 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
  notFound: {
    code: '404',
    title: 'الصفحة غير موجودة',
    message: 'الصفحة التي تبحث عنها غير موجودة.',
    backToProjects: 'الذهاب إلى المشاريع',
  },
  reload: {
    title: 'يتوفر إصدار جديد',
    body: 'تعذر تحميل جزء من التطبيق. أعد تحميل الصفحة للمتابعة.',
    action: 'إعادة التحميل',
    stillFailing: 'لا يزال التحميل يفشل. تحقق من اتصالك أو حاول لاحقًا.',
  },
  fields: { name: 'الاسم', description: 'الوصف' },
  unsaved: {
    title: 'لديك تغييرات غير محفوظة',
    body: 'إذا غادرت هذه الصفحة فستفقد تغييراتك.',
    stay: 'البقاء',
    leave: 'المغادرة دون حفظ',
  },
  provenance: {
    noSources: 'لم يُسجَّل أي مصدر.',
    quote: '«{{text}}»',
    page: 'الصفحة {{page}}',
    offsets: 'الأحرف {{start}}–{{end}}',
    unknownDocument: 'مستند غير معروف',
    open: 'فتح {{document}} عند هذا المقطع',
  },
  confirm: { cancel: 'إلغاء', confirm: 'تأكيد' },
  actions: { close: 'إغلاق', save: 'حفظ', cancel: 'إلغاء', delete: 'حذف' },
  config: { heading: 'Invalid/Missing environment variables' },
  apiErrors: apiErrorsAr,
};
