// Draws the API's description (GET /api/openapi.json) with Swagger UI, served by this server.
window.addEventListener('DOMContentLoaded', function () {
  window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#docs',
    deepLinking: true,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    // "Try it out" calls the API as the pages do.
    requestInterceptor: function (request) {
      request.headers['X-Requested-With'] = 'XMLHttpRequest';
      return request;
    },
  });
});
