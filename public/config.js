// Deploy-time settings, read before the app starts. Edit on the server; no rebuild needed.
// apiUrl: the api/v1 base address ("" = same origin /api/v1/).
window.__APP_CONFIG__ = { apiUrl: '' };
