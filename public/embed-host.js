// The demo host page's script (public/embed-host.html, demo builds only). It plays a broker's
// portal: it frames the dashboard, passes its user's api/v1 token and the frame's height by
// message, and reads the dashboard's messages (ready, height, token_expired, logout), as
// docs/deployment.md#embedding describes. The page is served from the dashboard's own origin,
// which demo builds allow to embed them (src/config.ts, scripts/securityHeaders.mjs).
(function () {
  'use strict';

  var PASSWORD = 'demo1234';
  var frame = document.getElementById('dashboard');
  var dashboardOrigin = window.location.origin;
  var statusOut = document.getElementById('status');
  var heightOut = document.getElementById('height');
  var log = document.getElementById('log');
  var signOutButton = document.getElementById('signout-button');
  var token = null;

  // Applications, or ?path=/webhooks for another page of the dashboard: a path inside it, nothing
  // else. Set once here (the frame has no src in the page), so the dashboard does not start twice.
  var path = new URLSearchParams(window.location.search).get('path');
  frame.src = path && /^\/(?!\/)[\w\-/]*$/.test(path) ? path.slice(1) : 'applications';

  var say = function (text) {
    statusOut.textContent = text;
  };

  var record = function (message) {
    var item = document.createElement('li');
    item.textContent = JSON.stringify(message);
    log.insertBefore(item, log.firstChild);
    while (log.children.length > 20) log.removeChild(log.lastChild);
  };

  // The height inside the frame's border: what the dashboard's page has to lay itself out in.
  var frameHeight = function () {
    return Math.max(1, frame.clientHeight);
  };

  // Always to the dashboard's exact origin, never '*'.
  var post = function (message) {
    if (frame.contentWindow) frame.contentWindow.postMessage(message, dashboardOrigin);
  };

  var sendToken = function () {
    post({ type: 'token', token: token, height: frameHeight() });
    say('Signed in: token sent to the dashboard');
  };

  var sleep = function (ms) {
    return new Promise(function (resolve) {
      setTimeout(resolve, ms);
    });
  };

  // A real portal gets the token from its own server. The demo's api/v1 is the dashboard's
  // service worker, which answers only the dashboard's pages, so this page asks it through the
  // frame's own fetch (possible here only because the page shares the dashboard's origin). Until
  // the worker has started, the request reaches the static server, which answers 404.
  var demoSignIn = async function (email) {
    for (var attempt = 0; attempt < 20; attempt++) {
      var response = await frame.contentWindow.fetch('api/v1/rest-auth/login/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: email, password: PASSWORD }),
      });
      if (response.status !== 404) {
        var body = await response.json();
        if (!response.ok || typeof body.key !== 'string') throw new Error('sign-in refused (' + response.status + ')');
        return body.key;
      }
      await sleep(500);
    }
    throw new Error('the demo api/v1 did not start');
  };

  document.getElementById('signin').addEventListener('submit', function (event) {
    event.preventDefault();
    say('Signing in...');
    demoSignIn(document.getElementById('account').value).then(
      function (key) {
        token = key;
        signOutButton.disabled = false;
        sendToken();
      },
      function (error) {
        say('Sign-in failed: ' + error.message);
      },
    );
  });

  // The dashboard keeps the host's token in memory only: reloading the frame forgets it.
  signOutButton.addEventListener('click', function () {
    token = null;
    signOutButton.disabled = true;
    say('Signed out');
    frame.src = frame.src;
  });

  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow || event.origin !== dashboardOrigin) return;
    var message = event.data;
    if (!message || typeof message.type !== 'string') return;
    record(message);
    switch (message.type) {
      case 'ready':
        if (token) sendToken();
        else say('Dashboard ready: sign in to pass it a token');
        break;
      case 'height':
        heightOut.textContent = String(message.height) + ' px';
        break;
      case 'token_expired':
        token = null;
        signOutButton.disabled = true;
        say('The token expired: sign in again');
        break;
      case 'logout':
        token = null;
        signOutButton.disabled = true;
        say('The dashboard ended the session');
        break;
    }
  });

  // The frame's height follows the window; the dashboard lays itself out to it.
  var resizeTimer = 0;
  window.addEventListener('resize', function () {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(function () {
      post({ type: 'height', height: frameHeight() });
    }, 100);
  });
})();
