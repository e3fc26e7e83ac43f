import { mountStation } from '../shared/shell/mount';
import { DisplayApp } from '../stations/display/DisplayApp';

mountStation('display', <DisplayApp />);
