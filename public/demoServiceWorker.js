/* Demo mode's service worker: it answers the simulated api/v1 and nothing else (every other
 * request, the app's scripts and styles included, goes straight to the network).
 *
 * The answers come from the page's API worker (src/demo/apiWorker.ts: the MSW handlers and the
 * store), reached over a MessagePort that the page sends once it is controlled: the request goes
 * there and back without waiting for the page's main thread, busy evaluating and rendering during
 * start-up. The message shapes are src/demo/remote/protocol.ts's (ApiRequest, ApiResponse,
 * SW_CONNECT, SW_RECONNECT); keep them in step. Demo builds only: a production build drops this
 * file (vite.config.ts). */

var CONNECT = 'demo-api-connect';
var RECONNECT = 'demo-api-reconnect';
/** How long a request waits for its page to send a port before it gives up (503). */
var PORT_WAIT_MS = 10000;
/** How long a request waits for the API worker's answer (a broken worker never answers): 504. */
var ANSWER_WAIT_MS = 30000;

/** Page (client id) -> the port of its API worker. Lost when the browser stops this worker. */
var ports = new Map();
/** Page (client id) -> the requests waiting for its port. */
var waiting = new Map();

self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  // Open pages are controlled at once: the first load of the demo needs no reload.
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', function (event) {
  if (!event.data || event.data.type !== CONNECT || !event.ports[0] || !event.source) return;
  var id = event.source.id;
  ports.set(id, event.ports[0]);
  (waiting.get(id) || []).forEach(function (resolve) {
    resolve(event.ports[0]);
  });
  waiting.delete(id);
});

/** The port of page `clientId`: known, or asked of the page (the worker was restarted since). */
function portOf(clientId) {
  if (ports.has(clientId)) return Promise.resolve(ports.get(clientId));
  return new Promise(function (resolve) {
    var first = !waiting.has(clientId);
    waiting.set(clientId, (waiting.get(clientId) || []).concat(resolve));
    setTimeout(function () {
      resolve(null);
    }, PORT_WAIT_MS);
    // The page sends a port by itself once it is controlled; when the request came first, or this
    // worker was stopped and started again since, the page is asked (a second port does no harm).
    if (first) {
      self.clients.get(clientId).then(function (client) {
        if (client) client.postMessage({ type: RECONNECT });
      });
    }
  });
}

/** An answer in DRF's shape for when the demo API cannot give one. */
function problem(status, detail) {
  return new Response(JSON.stringify({ detail: detail }), { status: status, headers: { 'content-type': 'application/json' } });
}

function answer(request, clientId) {
  var hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return Promise.all([portOf(clientId), hasBody ? request.arrayBuffer() : null]).then(function (found) {
    var port = found[0];
    var body = found[1];
    if (!port) return problem(503, 'The demo API is not running in this page: reload it.');
    return new Promise(function (resolve) {
      var reply = new MessageChannel();
      setTimeout(function () {
        resolve(problem(504, 'The demo API did not answer.'));
      }, ANSWER_WAIT_MS);
      reply.port1.onmessage = function (event) {
        var data = event.data;
        resolve(new Response(data.body, { status: data.status, statusText: data.statusText, headers: data.headers }));
      };
      var headers = [];
      request.headers.forEach(function (value, name) {
        headers.push([name, value]);
      });
      var message = { url: request.url, method: request.method, headers: headers, body: body, referrer: request.referrer };
      port.postMessage(message, body ? [reply.port2, body] : [reply.port2]);
    });
  });
}

self.addEventListener('fetch', function (event) {
  if (!/\/api\/v1\//.test(new URL(event.request.url).pathname) || !event.clientId) return;
  event.respondWith(answer(event.request, event.clientId));
});
