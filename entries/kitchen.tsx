import { mountStation } from '../shared/shell/mount';
import { KitchenApp } from '../stations/kitchen/KitchenApp';

mountStation('kitchen', <KitchenApp />);
