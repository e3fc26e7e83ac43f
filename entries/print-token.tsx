/** @jsxImportSource preact */
import { mountPrint } from '../print/mountPrint';
import { PrintToken } from '../print/PrintToken';

mountPrint(<PrintToken />);
