import { mountStation } from '../shared/shell/mount';
import { PosApp } from '../stations/pos/PosApp';

mountStation('pos', <PosApp />);
