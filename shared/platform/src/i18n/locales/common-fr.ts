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
    title: 'Une erreur est survenue',
    fallback: 'Une erreur inattendue est survenue. Veuillez réessayer.',
    retry: 'Réessayer',
    versionMismatch:
      "Cette version de l'application n'est plus compatible avec le serveur. Rechargez la page pour la mettre à jour.",
  },
  notFound: {
    code: '404',
    title: 'Page introuvable',
    message: "La page que vous cherchez n'existe pas.",
    backToProjects: 'Aller aux projets',
    resource: {
      user: "Cet utilisateur n'existe pas.",
      project: "Ce projet n'existe pas ou vous n'y avez plus accès.",
      collection: "Cette collection n'existe pas.",
      document: "Ce document n'existe pas.",
      extraction_run: "Cette extraction n'existe pas.",
      ontology: "Cette ontologie n'existe pas.",
      ontology_version: "Cette version d'ontologie n'existe pas.",
      knowledge_base: "Cette base de connaissances n'existe pas.",
      dashboard_config: "Ce tableau de bord n'existe pas.",
    },
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
  confirm: { cancel: 'Annuler', confirm: 'Confirmer' },
  actions: { close: 'Fermer', save: 'Enregistrer', cancel: 'Annuler', delete: 'Supprimer' },
  config: { heading: 'Invalid/Missing environment variables' },
};
