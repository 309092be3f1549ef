import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** §7: a 204 makes the client run its reload routine. */
    reloadClient(): FastifyReply;
    /**
     * §7: a 307 whose body is the address the client sends the browser to. No Location header:
     * fetch would follow it by itself and the client would never see the 307.
     */
    redirectClient(address: string): FastifyReply;
  }
}

export const clientSignalsPlugin = fp(
  async (app) => {
    app.decorateReply('reloadClient', function reloadClient() {
      return this.code(204).send();
    });
    app.decorateReply('redirectClient', function redirectClient(address: string) {
      return this.code(307).type('text/plain; charset=utf-8').send(address);
    });
  },
  { name: 'client-signals' },
);
