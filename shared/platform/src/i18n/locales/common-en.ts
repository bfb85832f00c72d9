import { apiErrorsEn } from './api-errors-en';

/** English strings of the `common` namespace (bundled: English loads at start). */
export const commonEn = {
  app: {
    name: 'Ontoloom',
    pageTitle: '{{page}} — Ontoloom',
    skipToContent: 'Skip to content',
  },
  nav: {
    main: 'Main navigation',
    projects: 'Projects',
    settings: 'Settings',
    users: 'Users',
    userMenu: 'Account menu',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{name}}',
  },
  breadcrumbs: { label: 'Breadcrumb', projects: 'Projects', settings: 'Settings', users: 'Users' },
  language: {
    label: 'Language',
    names: { en: 'English', fr: 'Français', ar: 'العربية' },
  },
  pending: { loading: 'Loading…' },
  error: {
    network: 'The server cannot be reached. Check your connection and try again.',
    requestId: 'Request id: {{id}}',
    title: 'Something went wrong',
    fallback: 'An unexpected error occurred. Please try again.',
    retry: 'Try again',
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    message: 'The page you are looking for does not exist.',
    backToProjects: 'Go to projects',
  },
  reload: {
    title: 'A new version is available',
    body: 'Part of the application could not be loaded. Reload the page to continue.',
    action: 'Reload',
    stillFailing: 'It still does not load. Check your connection or try again later.',
  },
  fields: { name: 'Name', description: 'Description' },
  unsaved: {
    title: 'You have unsaved changes',
    body: 'If you leave this page, your changes are lost.',
    stay: 'Stay',
    leave: 'Leave without saving',
  },
  provenance: {
    noSources: 'No source recorded.',
    quote: '“{{text}}”',
    page: 'Page {{page}}',
    offsets: 'characters {{start}}–{{end}}',
    unknownDocument: 'Unknown document',
    open: 'Open {{document}} at this passage',
  },
  confirm: { cancel: 'Cancel', confirm: 'Confirm' },
  chat: {
    threads: 'Conversation',
    newThread: 'New conversation',
    newThreadOption: 'New conversation',
    untitled: 'Untitled',
    deleteThread: 'Delete',
    messages: 'Messages',
    empty: 'No messages yet. Ask the assistant, or type "help".',
    you: 'You',
    assistant: 'Assistant',
    toolActivity: 'What the assistant looked up',
    toolRunning: 'running…',
    stopped: 'Stopped',
    failed: 'This reply failed.',
    message: 'Message',
    hint: 'Enter sends, Shift+Enter adds a line.',
    send: 'Send',
    stop: 'Stop',
  },
  actions: { close: 'Close', save: 'Save', cancel: 'Cancel', delete: 'Delete' },
  config: { heading: 'Invalid/Missing environment variables' },
  apiErrors: apiErrorsEn,
};

export type CommonResources = typeof commonEn;
