/** @jsxImportSource preact */
import { mountPrint } from '../print/mountPrint';
import { PrintReceipt } from '../print/PrintReceipt';

mountPrint(<PrintReceipt />);
