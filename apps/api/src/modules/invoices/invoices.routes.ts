import { idParams } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { renderInvoicePdf } from './invoices.pdf.js';
import { createInvoiceService } from './invoices.service.js';

export async function invoiceRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const invoices = createInvoiceService(ctx);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/bookings/:id/invoice',
    {
      schema: {
        tags: ['billing'],
        summary: 'The booking’s invoice as a PDF: its charges, payments, refunds and balance',
        params: idParams,
      },
    },
    async (request, reply) => {
      const invoice = await invoices.buildInvoice(requireUser(request), request.params.id);
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="invoice-${invoice.reference}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
