import { describe, expect, it } from 'vitest';
import type { CardPinInput } from './card-model';
import {
  aiDisclosure,
  partnershipLabel,
  sponsoredProductsLabel,
  sponsorshipLabel,
} from './card-sponsorship';
import { pin, user } from './test-fixtures';

const brand = user('northwind', { full_name: 'Northwind Outfitters' });
const sponsor = { id: brand.id, username: brand.username, full_name: brand.full_name };
const sponsored = (status: number, withSponsor = true): Partial<CardPinInput> => ({
  sponsorship: { status, sponsor: withSponsor ? sponsor : null },
});

describe('sponsorshipLabel', () => {
  it.each<[string, Partial<CardPinInput>, string | null]>([
    [
      '"Promoted gives \'Promoted by {promoter}\'"',
      { is_promoted: true, promoter: brand },
      'Promoted by Northwind Outfitters',
    ],
    ['promoted without a promoter names the pinner', { is_promoted: true }, 'Promoted by Alice'],
    [
      'a downstream promotion is not labelled as an ad',
      { is_promoted: true, is_downstream_promotion: true },
      null,
    ],
    [
      '"Otherwise \'Paid partnership with {promoter}\' when a name exists" (status 1)',
      sponsored(1),
      'Paid partnership with Northwind Outfitters',
    ],
    [
      '"... else \'Paid partnership\'" (status 1, no name)',
      sponsored(1, false),
      'Paid partnership',
    ],
    ['"Sponsorship statuses 0 ... never show the name"', sponsored(0), 'Paid partnership'],
    ['"Sponsorship statuses ... 3 never show the name"', sponsored(3), 'Paid partnership'],
    ['"... 2 ... never show the name" and "(not for status 2)": nothing', sponsored(2), null],
    ['an organic pin has no label', {}, null],
    [
      '"Promoted gives ..." first, before the partnership',
      { is_promoted: true, promoter: brand, ...sponsored(1) },
      'Promoted by Northwind Outfitters',
    ],
  ])('%s', (_sentence, fields, expected) => {
    expect(sponsorshipLabel(pin(fields))).toBe(expected);
  });
});

describe('partnershipLabel (promoted partnerships disclose both)', () => {
  it.each<[string, Partial<CardPinInput>, string | null]>([
    [
      'promoted partnership, status 1',
      { is_promoted: true, promoter: brand, ...sponsored(1) },
      'Paid partnership with Northwind Outfitters',
    ],
    [
      'promoted partnership, status 2 shows nothing',
      { is_promoted: true, promoter: brand, ...sponsored(2) },
      null,
    ],
    ['an organic partnership has it in sponsorshipLabel, not here', sponsored(1), null],
    ['an ad without a sponsorship', { is_promoted: true }, null],
  ])('%s', (_sentence, fields, expected) => {
    expect(partnershipLabel(pin(fields))).toBe(expected);
  });
});

describe('sponsoredProductsLabel', () => {
  const withLabels = (labels: string[]) =>
    pin({
      rich_summary: { type_name: 'product', products: [{ name: 'P', label_info: { labels } }] },
    });
  it.each([
    [
      '"Products with affiliation show \'Includes sponsored products\'"',
      withLabels(['Affiliate']),
      'Includes sponsored products',
    ],
    ['other labels are not affiliation', withLabels(['Free shipping']), null],
    ['no products', pin(), null],
  ])('%s', (_sentence, input, expected) => {
    expect(sponsoredProductsLabel(input)).toBe(expected);
  });
});

describe('aiDisclosure', () => {
  it.each<[string, Partial<CardPinInput>, string | null]>([
    [
      "'trained algorithmic media' → 'This ad was made with AI'",
      { is_promoted: true, digital_media_source_type: 'trained algorithmic media' },
      'This ad was made with AI',
    ],
    [
      "'composite with trained algorithmic media' → 'This ad was modified with AI'",
      { is_promoted: true, digital_media_source_type: 'composite with trained algorithmic media' },
      'This ad was modified with AI',
    ],
    [
      "'multi-pin trained algorithmic media' → 'Parts of this ad were made with AI'",
      { is_promoted: true, digital_media_source_type: 'multi-pin trained algorithmic media' },
      'Parts of this ad were made with AI',
    ],
    [
      '"This ad ...": organic pins get no disclosure',
      { digital_media_source_type: 'trained algorithmic media' },
      null,
    ],
    ['an unknown source type', { is_promoted: true, digital_media_source_type: 'photo' }, null],
  ])('%s', (_sentence, fields, expected) => {
    expect(aiDisclosure(pin(fields))).toBe(expected);
  });
});
