// @ontoloom/platform: the browser singleton every remote builds on (shared by Module Federation).

// Session and API
export { TOKEN_STORAGE_KEY, getToken, setToken, clearToken } from './session/token';
export { handleUnauthorized } from './session/unauthorized';
export { signOut, signOutEverywhere } from './session/sign-out';
export { reloadPage } from './session/reload-page';
export {
  apiRequest,
  buildHeaders,
  endpointUrl,
  type ApiRequestOptions,
  type ApiResponse,
} from './api/api-client';
export {
  ApiError,
  NotFoundError,
  apiErrorOf,
  notFoundError,
  isApiError,
  isNotFoundError,
  type ApiErrorInit,
  type NotFoundCode,
} from './api/api-error';
export { errorMessage, useErrorMessage } from './api/error-message';

// Query
export {
  queryClient,
  createQueryClient,
  STALE_TIME,
  NO_RETRY_STATUSES,
  MAX_RETRIES,
  shouldRetry,
  throwToErrorView,
} from './query/query-client';
export { userKeys, currentUserQueryOptions, useCurrentUser } from './query/user-queries';

// Start-up configuration and monitoring
export {
  appConfigSchema,
  CONFIG_KEYS,
  type AppConfig,
  type AppConfigInput,
  type ConfigKey,
} from './config/config-schema';
export { ConfigError, CONFIG_ERROR_HEADING, type ConfigIssueLine } from './config/config-error';
export { loadConfig, getConfig, setConfig, parseConfig } from './config/load-config';
export { ConfigErrorView } from './config/config-error-view';
export { initMonitoring, buildRumOptions } from './monitoring/rum';

// i18n
export {
  i18n,
  initI18n,
  registerTranslations,
  setLanguage,
  detectLanguage,
  applyDocumentLanguage,
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  type SupportedLanguage,
  type TranslationLoader,
  type TranslationRegistration,
  type TranslationResources,
} from './i18n/i18n';
export { RTL_LANGUAGES, directionOf } from './i18n/rtl';
export { LanguageSelect } from './i18n/language-select';

// Routing
export {
  requireAuth,
  requireActiveUser,
  loginPathFor,
  type LoaderArgsLike,
} from './routing/require-auth';
export {
  validateSearch,
  searchParamsToObject,
  optionalSearchParams,
  isEmailAddress,
} from './routing/validate-search';
export type { RouteHandle } from './routing/route-handle';
export { RouteErrorBoundary } from './routing/route-error-boundary';
export { isModuleLoadError } from './routing/module-load-error';
export { PageTitle, pageNameFrom } from './routing/page-title';
export {
  useDelayedPending,
  PENDING_DELAY_MS,
  PENDING_MIN_DURATION_MS,
  type DelayedPendingOptions,
} from './routing/use-delayed-pending';
export {
  IntentLink,
  preloadRoute,
  warmRouteModules,
  setRoutePreloader,
  type RoutePreloader,
} from './routing/preload';
export { LinkTabs, type LinkTab } from './routing/link-tabs';
export {
  documentPath,
  documentSpanSearchSchema,
  SPAN_QUOTE_MAX,
  type DocumentSpan,
  type DocumentSpanSearch,
} from './routing/document-link';
export type { ProvenanceListProps } from './ui/provenance-list';
export { SelectField, type SelectOption, type SelectFieldProps } from './ui/select-field';

// UI kit
// Loaded when a page renders one, not on the first screen (ui/lazy-parts.tsx).
export {
  ArchivableListPage,
  Breadcrumbs,
  ChatPanel,
  ConfirmDialog,
  EntityCard,
  FormDialog,
  ListEmptyState,
  ProvenanceList,
  ReloadDialog,
} from './ui/lazy-parts';
export { preloadLazyParts, type LazyPart } from './ui/lazy-part';
export { system } from './ui/system';
export { PlatformProvider, type PlatformProviderProps } from './ui/platform-provider';
export { toaster, Toaster } from './ui/toaster';
export {
  CardsSkeleton,
  DEFAULT_SKELETON_CARDS,
  type CardsSkeletonProps,
} from './ui/cards-skeleton';
export { ErrorView, type ErrorViewProps } from './ui/error-view';
export { NotFoundView, type NotFoundViewProps } from './ui/not-found-view';
export {
  EmailField,
  PasswordField,
  TextField,
  type PasswordFieldProps,
  type TextFieldProps,
} from './ui/text-field';
export { projectLoader } from './routing/project-loader';
export type { EntityCardAction, EntityCardProps } from './ui/entity-card';
export {
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_WINDOW_MS,
  reloadWithGuard,
  reloadedRecently,
} from './session/reload-guard';
export { PageContainer, type PageContainerProps } from './ui/page-container';
export type { ConfirmDialogProps } from './ui/confirm-dialog';
export { PendingIndicator, PendingBar } from './ui/pending-indicator';
export { DATE_STYLES, formatBytes, formatCredits, formatDate, type DateStyle } from './ui/format';
export { useDebouncedCallback } from './hooks/use-debounced-callback';
export { listSearchSchema, useSetListSearch } from './routing/list-search';
export { SearchBox, SEARCH_DEBOUNCE_MS, type SearchBoxProps } from './ui/search-box';
export {
  archivableListLoader,
  listStatusOf,
  LIST_STATUSES,
  type ArchivableListArgs,
  type ListStatus,
} from './routing/archivable-list';
export type { ArchivableListPageProps, ListEmptyStateProps } from './ui/archivable-list-page';
export type { FormDialogProps } from './ui/form-dialog';
export {
  NameDescriptionFields,
  NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  type NameDescription,
  type NameDescriptionFieldsProps,
} from './ui/name-description-fields';
export { useDialogState } from './hooks/use-dialog-state';
export {
  UnsavedChangesGuard,
  type UnsavedChangesGuardProps,
} from './routing/unsaved-changes-guard';
export { useRefreshData } from './query/use-refresh-data';
export { AppHeader, AppMain, type AppHeaderProps } from './ui/app-frame';

// Chat assistants: the panel is a lazy part (`ChatPanel` above); its hooks, views and API calls
// load with it, so no screen without a chat carries them.
export type { ChatPanelProps } from './chat/chat-panel';
export type { CitationHref, ProposalState } from './chat/chat-message-view';
