import { apiErrorsFr } from './api-errors-fr';
import type { CommonResources } from './common-en';

export const commonFr: CommonResources = {
  app: {
    name: 'Ontoloom',
    pageTitle: '{{page}} — Ontoloom',
    skipToContent: 'Aller au contenu',
  },
  nav: {
    main: 'Navigation principale',
    projects: 'Projets',
    settings: 'Paramètres',
    users: 'Utilisateurs',
    userMenu: 'Menu du compte',
    signOut: 'Se déconnecter',
    signedInAs: 'Connecté en tant que {{name}}',
  },
  breadcrumbs: {
    label: "Fil d'Ariane",
    projects: 'Projets',
    settings: 'Paramètres',
    users: 'Utilisateurs',
  },
  language: {
    label: 'Langue',
    names: { en: 'English', fr: 'Français', ar: 'العربية' },
  },
  pending: { loading: 'Chargement…' },
  error: {
    network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    requestId: 'Identifiant de la requête : {{id}}',
    title: 'Une erreur est survenue',
    fallback: 'Une erreur inattendue est survenue. Veuillez réessayer.',
    retry: 'Réessayer',
  },
  notFound: {
    code: '404',
    title: 'Page introuvable',
    message: "La page que vous cherchez n'existe pas.",
    backToProjects: 'Aller aux projets',
  },
  reload: {
    title: 'Une nouvelle version est disponible',
    body: "Une partie de l'application n'a pas pu être chargée. Rechargez la page pour continuer.",
    action: 'Recharger',
    stillFailing: 'Le chargement échoue toujours. Vérifiez votre connexion ou réessayez plus tard.',
  },
  fields: { name: 'Nom', description: 'Description' },
  unsaved: {
    title: 'Des modifications ne sont pas enregistrées',
    body: 'Si vous quittez cette page, vos modifications seront perdues.',
    stay: 'Rester',
    leave: 'Quitter sans enregistrer',
  },
  provenance: {
    noSources: 'Aucune source enregistrée.',
    quote: '« {{text}} »',
    page: 'Page {{page}}',
    offsets: 'caractères {{start}}–{{end}}',
    unknownDocument: 'Document inconnu',
    open: 'Ouvrir {{document}} à ce passage',
  },
  confirm: { cancel: 'Annuler', confirm: 'Confirmer' },
  actions: { close: 'Fermer', save: 'Enregistrer', cancel: 'Annuler', delete: 'Supprimer' },
  config: { heading: 'Invalid/Missing environment variables' },
  apiErrors: apiErrorsFr,
};
