import { mountStation } from '../shared/shell/mount';
import { PosApp } from '../stations/pos/PosApp';
import { prefetchPosInit } from '../stations/pos/register/posInit';

prefetchPosInit();
mountStation('pos', <PosApp />);
