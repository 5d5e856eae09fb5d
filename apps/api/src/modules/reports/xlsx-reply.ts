import { PassThrough } from 'node:stream';
import { EXPORT_TOTAL_HEADER } from '@reserva/shared/reports/export.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedExport } from './xlsx-export';
import { XLSX_TYPE } from './xlsx-writer';

/**
 * Answers a prepared export as the file `fileName`, written while it downloads, its row count in
 * EXPORT_TOTAL_HEADER. Past the first byte a failure can only cut the download short (the screen then
 * says 'Falha ao exportar'); a closed download stops the export (Fastify destroys the stream).
 */
export function sendXlsx(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedExport,
  fileName: string,
): FastifyReply {
  const output = new PassThrough();
  // A download closed before its end stops the export at its next turn (Fastify also destroys the
  // stream it sends, once it has begun sending it; this covers a client gone during the preparation).
  const gone = () => {
    if (!output.readableEnded) output.destroy();
  };
  if (request.raw.socket?.destroyed) gone();
  else reply.raw.once('close', gone);
  prepared.write(output).catch((error: unknown) => {
    // A closed download is the user's choice; anything else is ours.
    if (output.destroyed) request.log.info({ fileName }, 'export closed by the client');
    else request.log.error({ err: error, fileName }, 'export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header(EXPORT_TOTAL_HEADER, String(prepared.total))
    .send(output);
}
