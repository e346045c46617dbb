// /_/cards is "served only when the demo or development mode is on" (issue 3): so is its data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pin } from '@corkboard/contracts';
import { AFFILIATE_PRODUCT_LABEL, PIN_CARD, sponsoredProductsLabel } from '@corkboard/domain';
import { toJson } from '../../src/storage/row-mapping';
import { ApiClient } from './client';
import { createBoard, createPin, createUser } from './factories';
import { startTestServer, type TestServer } from './harness';

describe('DevCardsResource', () => {
  let demoOff: TestServer;
  let demoOn: TestServer;
  beforeAll(async () => {
    demoOff = await startTestServer({ DEMO: '0' });
    demoOn = await startTestServer({ DEMO: '1' });
  });
  afterAll(async () => {
    await demoOff.close();
    await demoOn.close();
  });

  it('does not exist outside demo and development mode', async () => {
    const res = await new ApiClient(demoOff.app).get('DevCardsResource', {});
    expect(res.status).toBe(404);
    expect(res.body.resource_response.error?.code).toBe('not_found');
  });

  it('answers one real pin per variant in demo mode, never from a secret board', async () => {
    const user = await createUser(demoOn.ctx);
    const board = await createBoard(demoOn.ctx, user.id);
    const secret = await createBoard(demoOn.ctx, user.id, { privacy: 'secret' });
    const visible = await createPin(demoOn.ctx, board, user.id);
    await createPin(demoOn.ctx, secret, user.id);
    const res = await new ApiClient(demoOn.app).get('DevCardsResource', {});
    expect(res.status).toBe(200);
    expect(res.body.resource_response.data).toEqual([
      { key: 'image', pin: expect.objectContaining({ id: visible }) },
    ]);
  });

  it('answers an affiliate product as product_affiliate, never as the plain product', async () => {
    const user = await createUser(demoOn.ctx);
    const board = await createBoard(demoOn.ctx, user.id);
    const id = await createPin(demoOn.ctx, board, user.id);
    const product = {
      name: 'Linen apron',
      offer_summary: { price: '$42.00', currency: 'USD', availability: 'in_stock' },
      label_info: { labels: ['Free shipping', 'Affiliate'] },
    };
    await demoOn.ctx.storage.db
      .updateTable('pins')
      .set({
        rich_metadata: toJson({ type_name: 'product', products: [product] }),
        rich_summary: toJson({ type_name: 'product', products: [product] }),
      })
      .where('id', '=', id)
      .execute();
    demoOn.ctx.readCache.invalidate();
    const res = await new ApiClient(demoOn.app).get('DevCardsResource', {});
    expect(res.status).toBe(200);
    const cards = res.body.resource_response.data as { key: string; pin: Pin }[];
    expect(cards.map((c) => c.key)).not.toContain('product');
    const affiliate = cards.find((c) => c.key === 'product_affiliate')?.pin;
    expect(affiliate?.id).toBe(id);
    const labels = affiliate?.rich_summary?.products?.[0]?.label_info?.labels ?? [];
    expect(labels.map((l) => l.toLowerCase())).toContain(AFFILIATE_PRODUCT_LABEL);
    expect(affiliate && sponsoredProductsLabel(affiliate)).toBe(PIN_CARD.includesSponsoredProducts);
  });
});
