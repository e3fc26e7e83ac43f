// Spec 2.14 My Devices: cards with name, IP and created date; 'This Device' badge; remove the others
// after the confirmation 'Are you sure! This device will be logged out!'.
import { useEffect, useState } from 'react';
import type { Device } from '../../../shared/contract/session';
import { devices as fetchDevices, removeDevice } from '../../../shared/api/session';
import { CONFIRM_TEXTS, ERROR_DEFAULTS } from '../../../shared/domain/messages';
import { PAGES } from '../../../shared/domain/navigation/sitemap';
import { notifyApiError, notifySuccess } from '../../../shared/shell/toast';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { formatDateTime } from '../../../shared/ui/format';
import { Icon } from '../../../shared/ui/Icon';
import { Badge, Card, EmptyState, ErrorState, Loading, PageHeader } from '../../../shared/ui/Surface';
import * as css from './devices.css';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; devices: Device[] };

/** The list as shown: the current device first, then the others in the server's order. */
async function loadDevices(): Promise<LoadState> {
  try {
    const response = await fetchDevices();
    return { status: 'ready', devices: response.devices.toSorted((a, b) => Number(b.isMyDevice) - Number(a.isMyDevice)) };
  } catch {
    return { status: 'error' };
  }
}

export function DevicesPage() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [pendingRemoval, setPendingRemoval] = useState<Device | null>(null);

  useEffect(() => {
    let isCancelled = false;
    void loadDevices().then((next) => {
      if (!isCancelled) setState(next);
    });
    return () => {
      isCancelled = true;
    };
  }, []);

  async function handleConfirmRemoval() {
    if (!pendingRemoval) return;
    try {
      const response = await removeDevice(pendingRemoval.device_id);
      notifySuccess(response.message);
      // Reload the list; the current one stays on screen meanwhile.
      setState(await loadDevices());
    } catch (error) {
      notifyApiError(error, ERROR_DEFAULTS.generic);
    } finally {
      setPendingRemoval(null);
    }
  }

  return (
    <>
      <PageHeader title={PAGES.devices.title} description="Devices currently signed in to your account." />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <ErrorState message={ERROR_DEFAULTS.devicesLoad} /> : null}
      {state.status === 'ready' && state.devices.length === 0 ? <EmptyState icon="devices" title="No signed-in devices." /> : null}
      {state.status === 'ready' && state.devices.length > 0 ? (
        <ul className={css.grid} aria-label="Signed-in devices">
          {state.devices.map((device) => (
            <li key={device.device_id}>
              <DeviceCard device={device} onRemove={() => setPendingRemoval(device)} />
            </li>
          ))}
        </ul>
      ) : null}
      {pendingRemoval ? (
        <ConfirmDialog
          message={CONFIRM_TEXTS.removeDevice}
          confirmLabel="Yes, remove"
          onConfirm={handleConfirmRemoval}
          onCancel={() => setPendingRemoval(null)}
        />
      ) : null}
    </>
  );
}

function DeviceCard({ device, onRemove }: { device: Device; onRemove: () => void }) {
  return (
    <Card className={[css.card, device.isMyDevice && css.current].filter(Boolean).join(' ')} aria-label={device.device_name}>
      <div className={css.top}>
        <span className={css.icon}>
          <Icon name="devices" size={22} />
        </span>
        <h2 className={css.name}>{device.device_name}</h2>
      </div>
      <dl className={css.meta}>
        <dt className={css.metaTerm}>IP</dt>
        <dd className={css.metaValue}>{device.device_ip || 'Unknown'}</dd>
        {device.device_location ? (
          <>
            <dt className={css.metaTerm}>Location</dt>
            <dd className={css.metaValue}>{device.device_location}</dd>
          </>
        ) : null}
        <dt className={css.metaTerm}>Signed in</dt>
        <dd className={css.metaValue}>
          <time dateTime={device.created_at}>{formatDateTime(device.created_at)}</time>
        </dd>
      </dl>
      <div className={css.footer}>
        {device.isMyDevice ? (
          <Badge tone="success">This Device</Badge>
        ) : (
          <Button variant="dangerOutline" icon="trash" onClick={onRemove} aria-label={`Remove ${device.device_name}`}>
            Remove
          </Button>
        )}
      </div>
    </Card>
  );
}
