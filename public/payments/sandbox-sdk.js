/*
 * The embedded sandbox provider's browser SDK, served from the sandbox's own origin like a real
 * provider's script: the checkout hands it the card and gets a token back. The card goes only to
 * this origin's tokenization endpoint, never to the store. A static file, outside the bundle: the
 * checkout passes the endpoint's path (the API's registry, lib/contracts/endpoints.ts) in
 * `options.tokensPath`, and this script puts it on its own origin.
 */
(function () {
  var origin = new URL(document.currentScript.src).origin;
  window.SandboxPayments = {
    createCardToken: async function (card, options) {
      var response = await fetch(new URL(options.tokensPath, origin), {
        method: 'POST',
        mode: 'cors',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(card),
      });
      var body = await response.json().catch(function () {
        return {};
      });
      if (!response.ok || !body.success) {
        var error = new Error(body.message || 'Não foi possível validar o cartão.');
        error.errors = body.errors || {};
        throw error;
      }
      return body.content;
    },
  };
})();
