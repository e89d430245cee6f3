/* global window, SwaggerUIBundle */
// Starts Swagger UI on /docs over this server's own OpenAPI document. A file rather than an inline
// script, so the page works under a Content-Security-Policy of `script-src 'self'`.
fetch('/v1/openapi.json')
  .then((response) => response.json())
  .then((spec) => {
    // "Try it out" calls the server that served the page, whatever host name it was reached by
    // (the document's default, localhost:8080, may be neither; `connect-src 'self'` allows no other).
    spec.servers = [{ url: window.location.origin, description: 'This server' }];
    window.ui = SwaggerUIBundle({
      spec,
      dom_id: '#swagger-ui',
      deepLinking: true,
      displayOperationId: true,
      displayRequestDuration: true,
      defaultModelsExpandDepth: 0,
      // Off: the default posts the document to a public validator; the page talks to this server only.
      validatorUrl: null,
    });
  });
