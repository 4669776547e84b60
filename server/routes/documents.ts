import { readFileSync } from 'node:fs';
import compression from 'compression';
import { Router } from 'express';
import {
  DOCUMENT_STYLES_PATH,
  loadPolicyDocuments,
  renderDocumentNotFound,
  renderPolicyDocument,
  type PolicyDocument,
} from '../documents/policyDocuments';

const styles = readFileSync(new URL('../documents/document.css', import.meta.url), 'utf8');

/**
 * The policy documents the journey links to (journey/content/documents), each a page of its own:
 * - GET /documents/<name>: the document (200), or a page saying it is not found (404);
 * - GET /docs/<name>.pdf: the address quotes were first given, moved for good (301) to the page.
 * Pages are rendered once, at start-up, and sent compressed to a browser that accepts it.
 */
export function documentRoutes(documents: Map<string, PolicyDocument> = loadPolicyDocuments()): Router {
  const pages = new Map([...documents].map(([name, document]) => [name, renderPolicyDocument(document)]));
  const notFound = renderDocumentNotFound();
  const router = Router();
  router.use(['/documents', '/docs'], compression({ threshold: 1024 }));

  router.get(DOCUMENT_STYLES_PATH, (_req, res) => {
    res.type('css').setHeader('Cache-Control', 'public, max-age=3600').send(styles);
  });
  router.get('/documents/:name', (req, res) => {
    const page = pages.get(req.params.name);
    res
      .status(page ? 200 : 404)
      .type('html')
      .setHeader('Cache-Control', page ? 'public, max-age=3600' : 'no-cache')
      .send(page ?? notFound);
  });
  router.get('/docs/:file', (req, res) => {
    const name = /^([a-z0-9-]+)\.pdf$/.exec(req.params.file)?.[1];
    if (name && pages.has(name)) {
      res.redirect(301, `/documents/${name}`);
      return;
    }
    res.status(404).type('html').setHeader('Cache-Control', 'no-cache').send(notFound);
  });
  return router;
}
