import { describe, expect, it } from 'vitest';
import type { StoresRepository, StoreViewRecord } from './repository';
import { StoresService } from './service';
import { SettingsCache } from './settings-cache';

const austria: StoreViewRecord = {
  id: 5,
  code: 'at',
  name: 'Österreich',
  sortOrder: 5,
  isDefault: false,
  baseCurrencyCode: 'EUR',
  displayCurrencyCodes: ['EUR'],
  group: { id: 5, code: 'at', name: 'Austria', isDefault: true, rootCategoryUid: 'Mg==' },
  website: { id: 5, code: 'at', name: 'Austria' },
};

/** Records every key asked of the kept settings, so a test can see what a request adds. */
class KeyRecordingCache extends SettingsCache {
  readonly keys = new Set<string>();
  override get<T>(key: string, load: () => Promise<T>): Promise<T> {
    this.keys.add(key);
    return super.get(key, load);
  }
}

function serviceOverOneStoreView() {
  const reads = { storeViews: 0 };
  const repository = {
    listAllActive: async () => {
      reads.storeViews += 1;
      return [structuredClone(austria)];
    },
  } as unknown as StoresRepository;
  const settings = new KeyRecordingCache({ ttlMs: 60_000, now: () => 0 });
  return { service: new StoresService(repository, settings), reads, settings };
}

describe('StoresService.resolveScope', () => {
  it('refuses a thousand made-up Store headers without reading the store views again or keeping anything for them', async () => {
    const { service, reads, settings } = serviceOverOneStoreView();
    await service.resolveScope({ store: 'at' });
    const keptBefore = [...settings.keys];
    for (let i = 0; i < 1000; i += 1) {
      await expect(service.resolveScope({ store: `made-up-${i}` })).rejects.toThrow(
        'Requested store is not found',
      );
    }
    expect(reads.storeViews).toBe(1);
    expect([...settings.keys]).toEqual(keptBefore);
  });

  it('reads the store views again once the settings are forgotten', async () => {
    const { service, reads } = serviceOverOneStoreView();
    await service.resolveScope({ store: 'at' });
    await service.resolveScope({ store: 'at' });
    expect(reads.storeViews).toBe(1);
    service.forgetSettings();
    expect((await service.resolveScope({ store: 'at' })).storeView.code).toBe('at');
    expect(reads.storeViews).toBe(2);
  });
});
