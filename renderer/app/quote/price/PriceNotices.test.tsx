import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  pricedProposal,
  renderPricePage,
  withTestClock,
  WHOLE_APP,
} from '../../../../tests/support/render/priceTestKit';
import brand from '../../../../journey/content/brand.json';
import extras from '../../../../journey/content/extras.json';
import price from '../../../../journey/content/price.json';
import { fillTemplate } from '../../../../journey/src/fillTemplate';
import { optionName } from '../../../../tests/support/journey/journeyText';
import catalogue from '../../../../journey/addons.json';

const { trackingDevice, removedAddon, ncdProtection } = price.modals;
const addonTitle = (code: string) => catalogue.addons.find((addon) => addon.code === code)?.title ?? code;

withTestClock();

describe('price page: notices, offers and the NCD facts', WHOLE_APP, () => {
  test('an endorsement with code 41 brings the tracking device warning, once', async () => {
    const user = userEvent.setup();
    await renderPricePage(
      pricedProposal((p) =>
        p.quote!.endorsements!.push({ text: 'A tracker must be fitted.', extra_info: 41 }),
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: trackingDevice.title });
    for (const paragraph of trackingDevice.paragraphs) expect(dialog).toHaveTextContent(paragraph);
    await user.click(within(dialog).getByRole('button', { name: trackingDevice.button }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a notice the page opened, closed from the keyboard, gives the focus to the main content, not to nowhere', async () => {
    const user = userEvent.setup();
    await renderPricePage(
      pricedProposal((p) => {
        p.removed_addons = [{ code: 'KEY' }];
        p.quote!.endorsements!.push({ text: 'A tracker must be fitted.', extra_info: 41 });
      }),
    );
    const removed = await screen.findByRole('dialog', { name: removedAddon.title });
    await user.click(within(removed).getByRole('button', { name: removedAddon.button }));
    // The next notice takes it first.
    const tracker = await screen.findByRole('dialog', { name: trackingDevice.title });
    expect(within(tracker).getByRole('button', { name: trackingDevice.button })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  test('the main content has the focus as the notice goes, before a key pressed next reaches the page', async () => {
    await renderPricePage(
      pricedProposal((p) =>
        p.quote!.endorsements!.push({ text: 'A tracker must be fitted.', extra_info: 41 }),
      ),
    );
    const tracker = await screen.findByRole('dialog', { name: trackingDevice.title });
    // Where the focus is when the page has drawn the notice gone: the next key goes on from there.
    const focusAsGone = new Promise<Element | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('[role="dialog"]')) return;
        observer.disconnect();
        resolve(document.activeElement);
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    // Pressed as in a browser, with nothing more drawn than the press draws.
    within(tracker).getByRole('button', { name: trackingDevice.button }).click();
    expect(await focusAsGone).toBe(screen.getByRole('main'));
  });

  test('no warning without the tracking device endorsement', async () => {
    await renderPricePage(pricedProposal());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a removed add-on is named: no longer available, removed, premium updated', async () => {
    const user = userEvent.setup();
    await renderPricePage(pricedProposal((p) => (p.removed_addons = [{ code: 'TO' }])));
    const dialog = await screen.findByRole('dialog', { name: removedAddon.title });
    expect(dialog).toHaveTextContent(fillTemplate(removedAddon.text, { cover: addonTitle('TO') }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('a removed breakdown tier is named as breakdown cover, as the quote names it', async () => {
    await renderPricePage(pricedProposal((p) => (p.removed_addons = [{ code: 'SABEU' }])));
    const dialog = await screen.findByRole('dialog', { name: removedAddon.title });
    const cover = fillTemplate(extras.addons.breakdownQuoteLine, { title: addonTitle('SABEU') });
    expect(dialog).toHaveTextContent(fillTemplate(removedAddon.text, { cover }));
  });

  test('the removed add-on notice comes first, then the tracking device warning', async () => {
    const user = userEvent.setup();
    await renderPricePage(
      pricedProposal((p) => {
        p.removed_addons = [{ code: 'KEY' }];
        p.quote!.endorsements!.push({ text: 'A tracker must be fitted.', extra_info: '41' });
      }),
    );
    const removed = await screen.findByRole('dialog', { name: removedAddon.title });
    await user.click(within(removed).getByRole('button', { name: removedAddon.button }));
    expect(await screen.findByRole('dialog', { name: trackingDevice.title })).toBeInTheDocument();
  });

  test.each<[string | null | undefined, boolean]>([
    [undefined, false],
    [null, false],
    ['Website', false],
    ['Direct', true],
    ['105', true],
  ])('source of business %s: Special Offers shown %s', async (source, shown) => {
    await renderPricePage(pricedProposal((p) => (p.risk!.source_of_business = source)));
    const heading = screen.queryByRole('heading', { level: 2, name: price.specialOffers.heading });
    if (shown) expect(heading).toBeInTheDocument();
    else expect(heading).not.toBeInTheDocument();
  });

  test.each(['104', '105', '114', '115'])('source %s is thanked by name with its logo', async (source) => {
    const name = optionName('source_of_business', source);
    await renderPricePage(pricedProposal((p) => (p.risk!.source_of_business = source)));
    // The file's address (inlined by the test build, a file of its own in the real build).
    expect(screen.getByRole('img', { name }).getAttribute('src')).toBeTruthy();
    expect(
      screen.getByText(fillTemplate(price.aggregator.thanks, { brand: brand.name, aggregator: name })),
    ).toBeInTheDocument();
  });

  test('a source without a logo (Direct, by telephone) is thanked naming no channel', async () => {
    await renderPricePage(pricedProposal((p) => (p.risk!.source_of_business = 'Direct')));
    const thanks = fillTemplate(price.aggregator.thanksDirect, { brand: brand.name });
    expect(screen.getByText(thanks)).toBeInTheDocument();
    expect(screen.queryByText(optionName('source_of_business', 'Direct'), { exact: false })).toBeNull();
    expect(screen.queryByRole('img', { name: optionName('source_of_business', 'Direct') })).toBeNull();
  });

  test('the NCD protection facts open from the NCD line in three sections', async () => {
    const user = userEvent.setup();
    await renderPricePage(pricedProposal());
    await user.click(screen.getByRole('button', { name: price.coverDetails.ncdInfo }));
    const dialog = screen.getByRole('dialog', { name: ncdProtection.title });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([ncdProtection.pleaseNoteHeading, ncdProtection.dataHeading, ncdProtection.stepBackHeading]);
    const [discounts, stepBack] = within(dialog).getAllByRole('table');
    expect(within(discounts!).getByRole('row', { name: '9-10 15%' })).toBeInTheDocument();
    expect(within(discounts!).getByRole('row', { name: '17+ 20%' })).toBeInTheDocument();
    expect(within(stepBack!).getAllByRole('row')).toHaveLength(2 + 21);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('no NCD facts when the NCD is not protected and protection is not offered', async () => {
    await renderPricePage(
      pricedProposal((p) => {
        p.risk!.previous_insurance!.ncd!.is_protected = false;
        delete p.quote!.protected_ncd_implied_price;
      }),
    );
    expect(screen.getByText(fillTemplate(price.coverDetails.ncdYears, { years: 6 }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: price.coverDetails.ncdInfo })).not.toBeInTheDocument();
  });
});
