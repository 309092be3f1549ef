import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/**
 * docs/architecture.md, "Wire contract": every POST takes JSON or `application/x-www-form-urlencoded`. An empty JSON body is
 * no body (the client sends a JSON content type on every request); bad JSON is a 400 BAD_REQUEST.
 */
export const bodyParsersPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('remove', 'remove');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, done);
    });
    await app.register(formbody);
  },
  { name: 'body-parsers' },
);
