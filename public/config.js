// Deploy-time settings, read before the app starts. Edit on the server; no rebuild needed.
// apiUrl: the api/v1 base address ("" = same origin /api/v1/).
// embedOrigins: the host pages allowed to embed the dashboard in a frame, as exact origins
//   (["https://portal.example.com"]); [] = no framing at all. See docs/deployment.md.
window.__APP_CONFIG__ = { apiUrl: '', embedOrigins: [] };
