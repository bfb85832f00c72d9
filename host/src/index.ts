// Async boundary: lets the federation runtime set up shared singletons before app code runs.
void import('./bootstrap');
