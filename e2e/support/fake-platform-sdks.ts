/**
 * The host platforms' SDKs as the page sees them, injected before the game's scripts
 * (`addInitScript`), so the game's adapters find them and never load the real ones. Whatever a
 * platform would do on its own servers (sign a receipt, call our payment callback) the fake hands
 * to Node through a function the journey exposes on the page (`window.__fake*`).
 */

const script = (data: Record<string, unknown>, body: string) =>
  `(() => { const data = ${JSON.stringify(data)}; ${body} })();`;

/** Telegram.WebApp: the signed initData; `openInvoice` asks Node to play Telegram's payment. */
export function telegramSdk(initData: string, userId: number): string {
  return script(
    { initData, userId },
    `window.Telegram = { WebApp: {
      initData: data.initData,
      initDataUnsafe: { user: { id: data.userId } },
      ready() {},
      openInvoice(link, done) { window.__fakeTelegramInvoice(link).then(done); },
    } };`,
  );
}

/** YaGames: the signed player, ads, and payments whose signatures Node makes. */
export function yandexSdk(playerSignature: string, uniqueId: string): string {
  return script(
    { playerSignature, uniqueId },
    `const payments = {
      async purchase({ id, developerPayload }) {
        const answer = await window.__fakeYandex('purchase', id, developerPayload ?? '');
        if (!answer.signature) throw new Error('the player closed the payment window');
        return { signature: answer.signature };
      },
      async getPurchases() {
        const answer = await window.__fakeYandex('list', '');
        return Object.assign(answer.list, { signature: answer.signature });
      },
      consumePurchase: (token) => window.__fakeYandex('consume', token),
    };
    const sdk = {
      getPlayer: async () => ({ signature: data.playerSignature, getUniqueID: () => data.uniqueId, isAuthorized: () => true }),
      getPayments: async () => payments,
      features: { LoadingAPI: { ready() {} } },
      adv: {
        showFullscreenAdv: ({ callbacks }) => callbacks.onClose && callbacks.onClose(true),
        showRewardedVideo: ({ callbacks }) => { callbacks.onRewarded && callbacks.onRewarded(); callbacks.onClose && callbacks.onClose(); },
      },
    };
    window.YaGames = { init: async () => sdk };`,
  );
}

/** vkBridge: the order box asks Node to play VK's payment notifications to our server. */
export function vkSdk(): string {
  return script(
    {},
    `window.vkBridge = { async send(method, params) {
      if (method === 'VKWebAppShowOrderBox') {
        const verdict = await window.__fakeVkOrder(params.item);
        if (verdict === 'cancel') throw { error_type: 'client_error', error_data: { error_code: 4, error_reason: 'User denied' } };
        return { success: true };
      }
      if (method === 'VKWebAppShowNativeAds') return { result: true };
      return { result: true };
    } };`,
  );
}

/** FAPI: the payment window asks Node to play OK's payment callback; answers through API_callback. */
export function okSdk(): string {
  return script(
    {},
    `window.FAPI = {
      Util: { getRequestParameters: () => Object.fromEntries(new URLSearchParams(location.search)) },
      init(server, connection, ok) { ok(); },
      UI: {
        showAd() { window.API_callback('showAd', 'ok', ''); },
        loadAd() { window.API_callback('loadAd', 'ok', ''); },
        showLoadedAd() { window.API_callback('showLoadedAd', 'ok', 'complete'); },
        showPayment(name, description, code, price) {
          window.__fakeOkPayment(code, price).then(([result, answer]) => window.API_callback('showPayment', result, answer));
        },
      },
    };`,
  );
}

/**
 * Mail.ru's / VK Play's `iframeApi`: the payment window asks Node to play the store (its billing
 * callback to our server), then answers the page as the store does (`paymentReceivedCallback`, or
 * `paymentWindowClosedCallback` alone for a window the player closed).
 */
export function mailStoreSdk(): string {
  return script(
    {},
    `window.iframeApi = async (options) => ({
      paymentFrame(request) {
        window.__fakeMailStorePayment(request).then((paid) => {
          if (paid) options.paymentReceivedCallback();
          options.paymentWindowClosedCallback();
        });
      },
    });`,
  );
}

/** CrazyGames.SDK: a logged-in user with its signed token, and ads. */
export function crazyGamesSdk(userId: string, username: string, token: string): string {
  return script(
    { userId, username, token },
    `window.__fakeAds = [];
    window.CrazyGames = { SDK: {
      init: async () => {},
      user: {
        getUser: async () => ({ userId: data.userId, username: data.username }),
        getUserToken: async () => data.token,
        addAuthListener() {},
        removeAuthListener() {},
      },
      ad: { requestAd(kind, callbacks) { window.__fakeAds.push(kind); callbacks.adStarted && callbacks.adStarted(); callbacks.adFinished && callbacks.adFinished(); } },
    } };`,
  );
}

/**
 * GamePush's `gp`: the signed player, and payments whose webhook Node plays to our server. The
 * purchases held unconsumed (`{ tag, id }`) live in the tab's session storage (`fakeGamePushHeld`),
 * so they outlast a reload.
 */
export function gamePushSdk(signature: string, playerId: number, name: string): string {
  return script(
    { signature, playerId, name },
    `const held = () => JSON.parse(sessionStorage.getItem('fakeGamePushHeld') || '[]');
    const keep = (list) => sessionStorage.setItem('fakeGamePushHeld', JSON.stringify(list));
    window.gp = {
      player: { ready: Promise.resolve(), id: data.playerId, name: data.name, signature: data.signature, on() {} },
      payments: {
        isAvailable: true,
        async purchase({ tag }) {
          const purchaseId = await window.__fakeGamePush('purchase', tag);
          if (!purchaseId) throw new Error('the player closed the payment window');
          keep([...held(), { tag, id: purchaseId }]);
          return { product: { tag }, purchase: { id: purchaseId } };
        },
        consume({ tag }) {
          keep(held().filter((p) => p.tag !== tag));
          return window.__fakeGamePush('consume', tag);
        },
        // The products bought and not consumed; the journey puts there purchases the page never saw through.
        has: (tag) => held().some((p) => p.tag === tag),
        getPurchase: (tag) => held().find((p) => p.tag === tag) || null,
      },
      ads: { showRewardedVideo: async () => true, showFullscreen: async () => true },
      gameStart() {},
    };`,
  );
}

/**
 * The game's Android shell as the page sees it: `window.RuStoreBridge` over RuStore's billing SDK
 * (docs/platforms.md, "RuStore's bridge"). What RuStore itself does (the payment sheet, the purchases
 * it holds unconfirmed, confirming) is played by Node through `window.__fakeRuStore`; answers come
 * back as JSON text, as a WebView interface hands them over.
 */
export function ruStoreBridge(): string {
  return script(
    {},
    `const call = async (op, arg) => JSON.stringify(await window.__fakeRuStore(op, arg || ''));
    window.RuStoreBridge = {
      ready: () => call('ready'),
      purchase: (productId) => call('purchase', productId),
      confirm: (purchaseId) => call('confirm', purchaseId),
      getPurchases: () => call('list'),
    };`,
  );
}
